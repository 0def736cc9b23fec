import { DateEcho } from "~/ui/form/DateEcho";
import { useEffect, useRef, useState } from "react";
import type { ShutdownFields } from "~/domain/shutdown-schema";
import { DialogFormFrame, useDialogForm, type DialogFormProps } from "~/ui/dialog/DialogForm";
import { GO_TO_TICKETS, ResultDialog, viewTicket } from "~/ui/dialog/ResultDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { TextAreaField, TextField } from "~/ui/form/Field";
import { AssetPicker } from "~/ui/assets/AssetPicker";
import type { PickerView } from "~/ui/assets/picker-types";

/** Limits shared with app/domain/shutdown.ts (no date library in this bundle). */
const LIMITS = { plannedActivities: 100, additionalNotes: 500 } as const;

interface Props extends DialogFormProps {
  closeTo: string;
  picker: PickerView;
  /** Tomorrow in Kolkata, YYYY-MM-DD (the date input's min). */
  minDate: string;
}

/** Register Planned Shutdown. Submit waits for the asset, the date and the activities (with JavaScript). */
export function ShutdownForm(props: Props) {
  const { closeTo, picker, minDate } = props;
  const { form, fields, submitting } = useDialogForm<ShutdownFields>("plan-shutdown", props.result);
  const filled = () =>
    Boolean(fields.assetId.initialValue && fields.shutdownDate.initialValue && String(fields.plannedActivities.initialValue ?? "").trim());
  const [ready, setReady] = useState(filled);
  const box = useRef<HTMLDivElement>(null);
  const check = () => {
    const f = box.current?.querySelector("form");
    if (!f) return;
    const data = new FormData(f);
    setReady(Boolean(data.get("assetId") && data.get("shutdownDate") && String(data.get("plannedActivities") ?? "").trim()));
  };
  // What was chosen before the page became interactive counts too.
  useEffect(check, []);
  return (
    <RouteDialog title="Register Planned Shutdown" closeTo={closeTo} className="max-w-xl">
      <div ref={box} onInput={check} onChange={check}>
        <DialogFormFrame
          form={form}
          submitting={submitting}
          dialog={props}
          submitDisabled={!ready}
          disabledReason="Choose the asset and the date and write the planned activities to submit."
        >
          <div className="grid gap-x-4 sm:grid-cols-2">
            <AssetPicker field={fields.assetId} picker={picker} onChange={check} />
            <TextField field={fields.shutdownDate} label="Shutdown Date" type="date" min={minDate} hint="Tomorrow at the earliest"
              after={<DateEcho inputId={fields.shutdownDate.id} initial={fields.shutdownDate.initialValue as string | undefined} format="dd-MM-yyyy" />}
            />
          </div>
          <TextField field={fields.plannedActivities} label="Planned Activities" maxLength={LIMITS.plannedActivities} />
          <TextAreaField field={fields.additionalNotes} label="Additional Notes (optional)" maxLength={LIMITS.additionalNotes} rows={3} />
        </DialogFormFrame>
      </div>
    </RouteDialog>
  );
}

interface SubmittedProps {
  closeTo: string;
  ticket: string;
  /** The ticket's conversation (issue 40 §3). */
  ticketHref: string;
  dateLabel: string | null;
  asset: string | null;
  calendarHref: string | null;
}

/** Success: the ticket number, and the shutdown as a calendar file. */
export function ShutdownSubmitted({ closeTo, ticket, ticketHref, dateLabel, asset, calendarHref }: SubmittedProps) {
  return (
    <ResultDialog headline="Your planned shutdown has been registered." closeTo={closeTo} actions={[GO_TO_TICKETS, viewTicket(ticketHref)]}>
      <p>
        Ticket number: <strong>{ticket}</strong>
      </p>
      {dateLabel && asset ? (
        <p className="mt-1">
          {asset}, {dateLabel}
        </p>
      ) : null}
      {calendarHref ? (
        <p className="mt-3">
          <a href={calendarHref} download className="font-medium text-brand-blue-dark underline underline-offset-2">
            Add to calendar (.ics)
          </a>
        </p>
      ) : null}
    </ResultDialog>
  );
}
