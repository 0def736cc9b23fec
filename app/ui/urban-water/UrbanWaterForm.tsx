import { useForm, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { URBAN_WATER_FIELDS, URBAN_WATER_HEADING, URBAN_WATER_LIMITS as LIMITS, URBAN_WATER_TOAST_MS, type UrbanWaterField, type UrbanWaterValues } from "~/domain/urban-water";
import { PHONE_INPUT, TextField } from "~/ui/form/Field";
import { Toast } from "~/ui/public/Toast";
import { CaptchaField, type CaptchaView } from "./CaptchaField";

interface Props {
  action: string;
  captcha: CaptchaView | null;
  result?: SubmissionResult<string[]>;
  /** The upstream's message for a refused lead (or ours for a failure or a limit). */
  notice?: string;
  contact: { phone: string; email: string };
}

const NOTICE_ID = "urban-water-notice";

/** The five text fields, in page order (the captcha answer follows in its own fieldset). */
const TEXT_FIELDS: {
  name: Exclude<UrbanWaterField, "captchaAnswer">;
  label: string;
  wide?: boolean;
  type?: "email" | "tel";
  inputMode?: "numeric" | "tel";
  maxLength?: number;
  hint?: string;
  autoComplete: string;
}[] = [
  { name: "name", label: "Name", wide: true, autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "mobileNumber", label: "Mobile Number", ...PHONE_INPUT, hint: "Your 10-digit mobile number; +91, spaces and dashes are fine." },
  { name: "pinCode", label: "Pin Code", inputMode: "numeric", autoComplete: "postal-code" },
  { name: "buildingName", label: "Building Name", autoComplete: "address-line1" },
];

/** The urban-water lead form (spec document 3): posts to the route's action, no JavaScript needed. */
export function UrbanWaterForm({ action, captcha, result, notice, contact }: Props) {
  const [form, fields] = useForm<UrbanWaterValues>({ id: "urban-water", lastResult: result });
  const firstInvalid = notice ? "captchaAnswer" : URBAN_WATER_FIELDS.find((name) => fields[name].errors?.length);
  return (
    <form method="post" action={action} id={form.id} noValidate data-validate="" aria-labelledby="urban-water-heading" className="grid gap-x-4 sm:grid-cols-2">
      {/* Enter in a field submits the lead, not "New captcha" (the first submit button is the default). */}
      <button type="submit" name="intent" value="submit" hidden tabIndex={-1} />
      <h1 id="urban-water-heading" className="mb-4 text-xl font-semibold text-ink sm:col-span-2">
        {URBAN_WATER_HEADING}
      </h1>
      {notice ? (
        <div className="sm:col-span-2">
          <Toast id={NOTICE_ID} ms={URBAN_WATER_TOAST_MS}>
            {notice}
          </Toast>
        </div>
      ) : null}
      {TEXT_FIELDS.map(({ name, wide, ...props }) => (
        <div key={name} className={wide ? "sm:col-span-2" : undefined}>
          <TextField field={fields[name]} maxLength={LIMITS[name]} autoFocus={firstInvalid === name} {...props} />
        </div>
      ))}
      <CaptchaField
        field={fields.captchaAnswer}
        captcha={captcha}
        contact={contact}
        noticeId={notice ? NOTICE_ID : undefined}
        autoFocus={firstInvalid === "captchaAnswer"}
      />
      <div className="mt-4 sm:col-span-2">
        <button type="submit" name="intent" value="submit" className="w-full rounded-md bg-brand-red px-4 py-2.5 font-medium text-white hover:bg-red-700 sm:w-auto sm:px-8">
          Submit
        </button>
      </div>
    </form>
  );
}

/** The page's two columns: the image on the left (on top below 960 px), the content on the right. */
export function UrbanWaterLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5 md:grid-cols-2">
      <img
        src="/images/urban-water.svg"
        alt="Illustration: a water treatment unit serving city buildings"
        width={560}
        height={420}
        className="h-40 w-full bg-sky-50 object-cover sm:h-56 md:h-full"
      />
      <div className="p-4 sm:p-6">{children}</div>
    </div>
  );
}
