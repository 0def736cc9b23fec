/**
 * The longest chain of upstream calls one portal request waited through, from the embedded
 * upstream's call log (docs/decisions/045). Two calls are in sequence when the second arrived
 * after the first's answer had left; calls that overlap ran side by side. The chain is the
 * longest sequence of calls each starting after the previous one ended (the longest path in that
 * order), so parallel calls count once and a waterfall of N calls counts N. With a fixed latency
 * per call, every call lasts at least that long, so calls started together always overlap.
 */
export interface TimedCall {
  method: string;
  path: string;
  startedAt: number;
  /** Missing while the answer has not left (a call the page did not wait for): treated as still running. */
  endedAt?: number;
}

export interface Chain {
  /** Number of calls in the longest sequence (0 without calls). */
  length: number;
  /** That sequence, "METHOD /path" in order. */
  steps: string[];
}

export function longestChain(calls: readonly TimedCall[]): Chain {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  const best: number[] = [];
  const previous: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    best[i] = 1;
    previous[i] = -1;
    for (let j = 0; j < i; j++) {
      const ended = sorted[j].endedAt;
      if (ended !== undefined && ended <= sorted[i].startedAt && best[j] + 1 > best[i]) {
        best[i] = best[j] + 1;
        previous[i] = j;
      }
    }
  }
  let last = -1;
  for (let i = 0; i < sorted.length; i++) if (last === -1 || best[i] > best[last]) last = i;
  const steps: string[] = [];
  for (let i = last; i !== -1; i = previous[i]) steps.unshift(`${sorted[i].method} ${sorted[i].path}`);
  return { length: steps.length, steps };
}
