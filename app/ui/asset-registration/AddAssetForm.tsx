import { inputProps } from "~/ui/form/props";
import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { AddAssetFields } from "~/domain/asset-registration-schema";
import { DialogFormFrame, SECONDARY_BUTTON, useDialogForm, type DialogFormProps } from "~/ui/dialog/DialogForm";
import { SelectField, TextField } from "~/ui/form/Field";
import type { AccountChoice, AddAssetView } from "./views";

interface Props extends DialogFormProps {
  view: AddAssetView;
}

/** The spec's company search debounce (document 1 section 9). */
const SEARCH_DEBOUNCE_MS = 1000;

/** Add Asset: serial/OC number, division, region, and the account for dealers. Validated on the server. */
export function AddAssetForm(props: Props) {
  const { view, action } = props;
  const { form, fields, submitting } = useDialogForm<AddAssetFields>("add-asset", props.result);
  return (
    <DialogFormFrame
      form={form}
      submitting={submitting}
      dialog={props}
      submitIntent="submit"
    >
      {view.accounts ? <AccountPicker accounts={view.accounts} fields={fields} action={action} formId={form.id} /> : null}
      <TextField field={fields.serialOcNumber} label="Equipment model & Sr. No." maxLength={50} />
      <SelectField field={fields.division} label="Division" placeholder="Select division" options={view.divisions} />
      <SelectField field={fields.region} label="Region" placeholder="Select region" options={view.regions} />
    </DialogFormFrame>
  );
}

type Fields = ReturnType<typeof useDialogForm<AddAssetFields>>["fields"];

/**
 * The account a dealer registers for: one page of their accounts (15) with a search. Searching
 * and paging post the form with `intent=accounts:<page>`, so everything typed stays; with
 * JavaScript the search also runs by itself 1 s after typing stops.
 */
function AccountPicker({ accounts, fields, action, formId }: { accounts: AccountChoice; fields: Fields; action: string; formId: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);
  const search = inputProps(fields.accountSearch, { type: "search" });
  const refresh = (page: number) => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const data = new FormData(element);
    data.set("intent", `accounts:${page}`);
    submit(data, { method: "post", action, replace: true, preventScrollReset: true });
  };
  return (
    <fieldset className="mb-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink">Account</legend>
      <input type="hidden" name="accountPage" value={accounts.page} key={`page-${accounts.page}`} />
      <label htmlFor={fields.accountSearch.id} className="field-label">
        Search Account
      </label>
      <div className="mt-1 flex gap-2">
        <input
          {...search}
          maxLength={50}
          placeholder="Search Account"
          onChange={() => {
            if (!hydrated) return;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => refresh(0), SEARCH_DEBOUNCE_MS);
          }}
          className="block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
        />
        <button type="submit" name="intent" value="accounts:0" className={SECONDARY_BUTTON}>
          Search
        </button>
      </div>
      {accounts.failed ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          We could not load your accounts right now. Please try again in a moment.
        </p>
      ) : null}
      <div className="mt-2">
        <SelectField
          key={`accounts-${accounts.search}-${accounts.page}`}
          field={fields.accountId}
          label="Account ID"
          placeholder={accounts.options.length ? "Select account" : "No results found"}
          options={accounts.options.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` }))}
        />
      </div>
      {accounts.totalPages > 1 ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          <button type="submit" name="intent" value={`accounts:${accounts.page - 1}`} disabled={accounts.page === 0} className={`${SECONDARY_BUTTON} disabled:opacity-50`}>
            Previous accounts
          </button>
          <span>
            Page {accounts.page + 1} of {accounts.totalPages}
          </span>
          <button
            type="submit"
            name="intent"
            value={`accounts:${accounts.page + 1}`}
            disabled={accounts.page + 1 >= accounts.totalPages}
            className={`${SECONDARY_BUTTON} disabled:opacity-50`}
          >
            More accounts
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
