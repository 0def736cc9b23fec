/**
 * Abuse limits of the identity stand-in, per account, over a sliding window (docs/decisions/015;
 * the README says what the production identity service must enforce likewise):
 * - code mails per address: a flood of "Send code" / "Send a new code" is refused;
 * - wrong codes per account: a new code does not reset them, so guessing across resends stops.
 * The e2e suite, which signs the same demo users in hundreds of times, raises both by environment.
 */
import { clock } from "./clock";

export const LIMIT_WINDOW_MS = 15 * 60 * 1000;

function limit(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const codeMailsPerWindow = () => limit("IDENTITY_CODE_MAILS_PER_WINDOW", 5);
export const wrongCodesPerWindow = () => limit("IDENTITY_WRONG_CODES_PER_WINDOW", 10);

class WindowCounter {
  private hits = new Map<string, number[]>();

  count(key: string): number {
    const cutoff = clock.now() - LIMIT_WINDOW_MS;
    const live = (this.hits.get(key) ?? []).filter((at) => at > cutoff);
    if (live.length) this.hits.set(key, live);
    else this.hits.delete(key);
    return live.length;
  }

  add(key: string): void {
    this.count(key);
    this.hits.set(key, [...(this.hits.get(key) ?? []), clock.now()]);
  }

  clear(): void {
    this.hits.clear();
  }
}

export const codeMails = new WindowCounter();
export const wrongCodes = new WindowCounter();
