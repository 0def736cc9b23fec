import { useState } from "react";

/** The key rendered by the loader, kept stable across the server's answers (one effect per form). */
export function IdempotencyField({ value }: { value: string }) {
  const [key] = useState(value);
  return <input type="hidden" name="idempotencyKey" value={key} />;
}
