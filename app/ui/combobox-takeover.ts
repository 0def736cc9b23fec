import { useLayoutEffect, type RefObject } from "react";

/**
 * A lazily loaded combobox replaces the plain text box the user was already typing in (the header
 * search, the asset picker): focus the new box with the caret at the end, so typing goes on. A
 * layout effect: it runs before the browser handles the next keystroke. `initial` is the object
 * the plain box handed over (its identity changes only with a new hand-over).
 */
export function useTakeOverFocus(input: RefObject<HTMLInputElement>, initial: { focus: boolean }) {
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || !initial.focus) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [input, initial]);
}
