import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { mkdirSync, writeFileSync } from "node:fs";

/**
 * Where the suite's time goes, printed at the end of a run: test-seconds per spec file and project,
 * the slowest tests, and the wall time against the suite's target (25 minutes). CI keeps only the
 * tail of a run's output, so the figures a speed-up needs are where they are read. The count of
 * tests that needed a retry is always printed (CI runs with none, so it must read 0); any that
 * failed and then passed on a retry (`--retries`) are listed: each is a race to fix, not noise.
 * Every test's time is also written to test-logs/timing.json.
 */
export default class TimingReporter implements Reporter {
  private readonly started = Date.now();
  private readonly perFile = new Map<string, { ms: number; tests: number }>();
  private readonly tests: { ms: number; title: string }[] = [];
  private readonly flaky: string[] = [];
  /** Tests that ran more than once (a retry), whatever their end. */
  private readonly retried = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\//, "tests/");
    const project = test.parent.project()?.name ?? "";
    const key = `${file} [${project}]`;
    const entry = this.perFile.get(key) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.perFile.set(key, entry);
    this.tests.push({ ms: result.duration, title: `${key} › ${test.title}` });
    if (result.retry > 0) this.retried.add(test.id);
    if (result.retry > 0 && result.status === "passed") this.flaky.push(`${key} › ${test.title}`);
  }

  onEnd(_result: FullResult) {
    const total = [...this.perFile.values()].reduce((sum, e) => sum + e.ms, 0);
    const s = (ms: number) => (ms / 1000).toFixed(1);
    const lines = [
      "",
      `Retried: ${this.retried.size} tests needed a retry in this run (must be 0)`,
      ...(this.flaky.length
        ? [`Flaky: ${this.flaky.length} passed only on a retry`, ...this.flaky.map((t) => `  ${t}`)]
        : []),
      `Timing: ${s(Date.now() - this.started)} s wall (target 1500), ${s(total)} test-seconds in ${this.tests.length} tests`,
      "Spec files by test-seconds:",
      ...[...this.perFile]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, 20)
        .map(([key, e]) => `  ${s(e.ms).padStart(7)}  ${String(e.tests).padStart(3)}  ${key}`),
      "Slowest tests:",
      ...[...this.tests]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map((t) => `  ${s(t.ms).padStart(7)}  ${t.title.slice(0, 140)}`),
    ];
    console.log(lines.join("\n"));
    mkdirSync("test-logs", { recursive: true });
    writeFileSync(
      "test-logs/timing.json",
      JSON.stringify(
        this.tests.sort((a, b) => b.ms - a.ms),
        null,
        1,
      ),
    );
  }
}
