import { useEffect, useState } from "react";

/** false in the server's HTML and until hydration, then true: what only works with JavaScript. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
