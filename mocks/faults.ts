/**
 * Injected upstream faults, keyed by "METHOD /path" where path follows `/api`
 * ("GET /userapi/api/um/profile"). A trailing `*` in the path is a prefix wildcard and the method
 * may be `*`. Each fault fires for its next `times` matching calls (default 1), oldest fault first.
 */
export type FaultMode = number | "network" | "hang" | "malformed" | "invalid-json" | "empty";

export interface FaultSpec {
  call: string;
  mode: FaultMode;
  times?: number;
  /** Only calls made with this user's token (userId from the token's `sub`); parallel tests stay apart. */
  userId?: string;
  /** Only public calls the portal made for this visitor address (their X-Forwarded-For). */
  client?: string;
}

interface ActiveFault {
  method: string;
  path: string;
  mode: FaultMode;
  remaining: number;
  userId?: string;
  client?: string;
}

const active: ActiveFault[] = [];

/** "empty": a 200 whose envelope holds no data (an upload that stored nothing, say). */
const NAMED_MODES = new Set(["network", "hang", "malformed", "invalid-json", "empty"]);

export function parseMode(value: unknown): FaultMode | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599) return value;
  if (typeof value === "string" && /^[45]\d\d$/.test(value)) return Number(value);
  if (typeof value === "string" && NAMED_MODES.has(value)) return value as FaultMode;
  return null;
}

export function injectFault(spec: FaultSpec): void {
  const match = /^\s*([A-Za-z*]+)\s+(\/\S*)\s*$/.exec(spec.call);
  if (!match) throw new Error(`Fault call must look like "GET /userapi/api/um/profile", got "${spec.call}"`);
  const mode = parseMode(spec.mode);
  if (mode === null) throw new Error(`Unknown fault mode ${JSON.stringify(spec.mode)}`);
  const times = spec.times ?? 1;
  if (!Number.isInteger(times) || times < 1) throw new Error("times must be a positive integer");
  active.push({ method: match[1].toUpperCase(), path: match[2], mode, remaining: times, userId: spec.userId, client: spec.client });
}

/** Clear every fault, or only one user's (or one visitor address's). */
export function clearFaults(userId?: string, client?: string): void {
  if (userId === undefined && client === undefined) {
    active.length = 0;
    return;
  }
  for (let i = active.length - 1; i >= 0; i--) {
    if ((userId !== undefined && active[i].userId === userId) || (client !== undefined && active[i].client === client)) active.splice(i, 1);
  }
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** Consumes one use of the first fault matching this call, if any. */
export function takeFault(method: string, path: string, userId?: string, client?: string): FaultMode | null {
  const idx = active.findIndex(
    (f) =>
      (f.method === "*" || f.method === method.toUpperCase()) &&
      pathMatches(f.path, path) &&
      (f.userId === undefined || f.userId === userId) &&
      (f.client === undefined || f.client === client),
  );
  if (idx === -1) return null;
  const fault = active[idx];
  fault.remaining -= 1;
  if (fault.remaining <= 0) active.splice(idx, 1);
  return fault.mode;
}

export function listFaults(): { call: string; mode: FaultMode; remaining: number; userId?: string; client?: string }[] {
  return active.map((f) => ({ call: `${f.method} ${f.path}`, mode: f.mode, remaining: f.remaining, userId: f.userId, client: f.client }));
}
