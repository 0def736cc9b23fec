/** Time source of the one-time codes; tests replace `clock.now` to expire a code. */
export const clock = {
  now: (): number => Date.now(),
};
