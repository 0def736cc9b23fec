import { Form } from "@remix-run/react";
import { MAX_CART_QUANTITY } from "~/domain/quotes";
import { PRIMARY_BUTTON } from "../styles";
import { IdempotencyField } from "../dialog/IdempotencyField";

export interface CartLineView {
  id: string;
  partCode: string;
  description: string;
  quantity: number;
  type: "Spare" | "Service";
}

export interface CartGroupView {
  id: string;
  name: string;
  lines: CartLineView[];
}

interface Props {
  groups: CartGroupView[];
  disabled: boolean;
  idempotencyKey: string;
  /** A refused or failed change: the message, the line it is about and what was typed. */
  problem?: { message: string; line?: string; quantity?: string };
  requesting: boolean;
}

const SMALL = "rounded-md px-2.5 py-1 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The cart, grouped as the upstream groups it (spec document 1 section 3). Every change is its own
 * small form (quantity: Update; Remove), so it works without JavaScript.
 */
export function CartPanel({ groups, disabled, idempotencyKey, problem, requesting }: Props) {
  const count = groups.reduce((sum, g) => sum + g.lines.length, 0);
  return (
    <div className="space-y-3">
      {groups.length === 0 ? <p className="text-ink/80">Your cart is empty. Add recommended spares and services to request a quote.</p> : null}
      {groups.map((group) => (
        <section key={group.id} aria-label={`Cart: ${group.name}`} className="rounded-md border border-slate-200">
          <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold">{group.name}</h3>
          <ul className="divide-y divide-slate-100">
            {group.lines.map((line) => {
              const mine = problem?.line === line.id ? problem : undefined;
              const errorId = `cart-${line.id}-error`;
              return (
                <li key={line.id} className="px-3 py-2">
                  <p className="font-medium break-words">{line.description}</p>
                  <p className="text-xs text-ink/70">
                    {line.type} · {line.partCode}
                  </p>
                  <div className="mt-1 flex flex-wrap items-end gap-2">
                    <Form method="post" preventScrollReset noValidate className="flex items-end gap-2">
                      <input type="hidden" name="itemId" value={line.id} />
                      <label className="text-sm">
                        <span className="block text-xs text-ink/70">Quantity</span>
                        <input
                          key={`${line.id}-${line.quantity}-${mine?.quantity ?? ""}`}
                          name="quantity"
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_CART_QUANTITY}
                          step={1}
                          defaultValue={mine?.quantity ?? String(line.quantity)}
                          aria-invalid={mine ? true : undefined}
                          aria-describedby={mine ? errorId : undefined}
                          className="w-20 rounded-md border border-slate-300 px-2 py-1 aria-[invalid=true]:border-red-700"
                        />
                      </label>
                      <button type="submit" name="intent" value="update" disabled={disabled} className={`${SMALL} border border-brand-blue-dark text-brand-blue-dark hover:bg-sky-50`}>
                        Update<span className="sr-only"> quantity of {line.description}</span>
                      </button>
                    </Form>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="itemId" value={line.id} />
                      <button type="submit" name="intent" value="remove" disabled={disabled} className={`${SMALL} text-red-800 underline hover:bg-red-50`}>
                        Remove<span className="sr-only"> {line.description}</span>
                      </button>
                    </Form>
                  </div>
                  {mine ? (
                    <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
                      {mine.message}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <Form method="post" className="pt-1">
        <IdempotencyField value={idempotencyKey} />
        <button type="submit" name="intent" value="request" disabled={disabled || count === 0 || requesting} className={`${PRIMARY_BUTTON} w-full`}>
          {requesting ? "Submitting..." : "Request quote"}
        </button>
      </Form>
    </div>
  );
}
