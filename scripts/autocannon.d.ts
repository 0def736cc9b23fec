/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    /** A sequence each connection walks through in turn, again and again. */
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  /** The running benchmark: a promise of its result that also reports each answer. */
  interface Instance extends Promise<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
