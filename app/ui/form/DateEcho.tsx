import { useEffect, useState } from "react";
import { echoDate, type EchoFormat } from "~/domain/date-echo";

/**
 * The chosen day in the spec's format, next to a date input whose own display follows the browser
 * (issue 33 §4). Without JavaScript it shows the value the server rendered (after a failed
 * submit); with it, it follows the input as the user picks a day.
 */
export function DateEcho({ inputId, initial, format }: { inputId: string; initial: string | undefined; format: EchoFormat }) {
  const [value, setValue] = useState(initial ?? "");
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    const follow = () => setValue(input.value);
    follow();
    input.addEventListener("input", follow);
    input.addEventListener("change", follow);
    return () => {
      input.removeEventListener("input", follow);
      input.removeEventListener("change", follow);
    };
  }, [inputId]);
  const text = echoDate(value, format);
  return (
    <p className="mt-1 min-h-5 text-sm text-ink/80" aria-live="polite">
      {text ? (
        <>
          Chosen date: <strong className="font-medium text-ink">{text}</strong>
        </>
      ) : null}
    </p>
  );
}
