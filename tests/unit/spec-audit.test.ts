import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/spec-audit.md counts its own rows (issue 53 §3): the totals under "Counts" must be what the
 * rows say, every decision a row cites must exist, and the departures the decisions record must
 * have their row. Read from the file, so an edit that adds a row without its count fails here.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const AUDIT = readFileSync(path.join(ROOT, "docs/spec-audit.md"), "utf8");

interface Row {
  id: number;
  why: string;
}

const rows: Row[] = AUDIT.split("\n")
  .filter((line) => /^\| D\d+ \|/.test(line))
  .map((line) => {
    const cells = line.split(" | ");
    return { id: Number(/^\| D(\d+)/.exec(line)![1]), why: cells[cells.length - 1].replace(/ \|$/, "") };
  });

const figure = (pattern: RegExp): number => {
  const found = pattern.exec(AUDIT);
  if (!found) throw new Error(`no figure for ${pattern}`);
  return Number(found[1]);
};

const fixed = rows.filter((r) => r.why.includes("**Fixed**"));
const different = rows.filter((r) => !r.why.includes("**Fixed**"));
const recorded = different.filter((r) => /^Recorded/.test(r.why));

describe("the spec audit's totals agree with its rows", () => {
  it("numbers its rows D1 to Dn, each once", () => {
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
  });

  it("counts rows, fixed, different, recorded and unrecorded as the rows are", () => {
    expect(figure(/\*\*Rows: (\d+)\*\*/)).toBe(rows.length);
    expect(figure(/\*\*(\d+) fixed\*\*/)).toBe(fixed.length);
    expect(figure(/\*\*(\d+) different\*\*/)).toBe(different.length);
    expect(figure(/recorded deliberate departures: \*\*(\d+)\*\*/)).toBe(recorded.length);
    expect(figure(/unrecorded differences: \*\*(\d+)\*\*/)).toBe(different.length - recorded.length);
    expect(figure(/different ≤ 20 is not \((\d+)\)/)).toBe(different.length);
    // The catalogue's uncalled calls: the same figure in the list and in the counts.
    expect(figure(/Catalogue calls no screen needs: (\d+)/)).toBe(figure(/^\*\*(\d+)\*\* — /m));
  });

  it("cites decisions that exist, and has a row for each departure issue 53 named", () => {
    const cited = [...AUDIT.matchAll(/\]\(decisions\/([^)#]+)\)/g)].map((m) => m[1]);
    expect(cited.length).toBeGreaterThan(30);
    for (const file of cited) expect(existsSync(path.join(ROOT, "docs/decisions", file)), file).toBe(true);
    for (const r of recorded) expect(r.why, `D${r.id}`).toMatch(/\]\(decisions\/\d{3}-/);
    const numbers = new Set(cited.map((f) => f.slice(0, 3)));
    for (const n of ["087", "091", "094", "097", "099", "103", "110", "111", "112", "113"]) expect(numbers.has(n), n).toBe(true);
  });
});
