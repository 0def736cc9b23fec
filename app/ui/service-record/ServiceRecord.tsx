import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Chart } from "~/domain/service-record-charts";
import { ErrorNote } from "../Notice";

/**
 * The service record's pieces (issue 44 §3, decision 103): a section per figure with its title,
 * a one-sentence summary, the chart (SVG elements from geometry the server computed with d3) and
 * the numbers as a table, and a link to the list behind it. Markup only, no script: the same
 * without JavaScript, in lite mode and on paper. Each chart is described by its summary
 * (`aria-describedby`); the table carries the numbers for screen readers.
 */

/** The colour of each series, with the legend's words. */
export const SERIES: Record<string, { fill: string; stroke?: string; label: string }> = {
  opened: { fill: "fill-brand-blue", label: "Opened" },
  closed: { fill: "fill-brand-red", stroke: "stroke-brand-red", label: "Closed" },
  due: { fill: "fill-sky-200", label: "Due" },
  done: { fill: "fill-brand-blue-dark", label: "Done" },
  median: { fill: "fill-brand-blue", label: "Median days" },
  onTime: { fill: "fill-emerald-700", label: "On or before the readiness date" },
  late: { fill: "fill-brand-red", label: "After the readiness date" },
  undated: { fill: "fill-gray-400", label: "No readiness date" },
  open: { fill: "fill-amber-600", label: "Open tickets" },
};

export function Legend({ series }: { series: string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {series.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <svg width="12" height="12" viewBox="0 0 12 12" className="shrink-0">
            <rect width="12" height="12" rx="2" className={SERIES[s].fill} />
          </svg>
          {SERIES[s].label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A chart drawn from its geometry: grid, bars, paths, points and labels; 100 % wide, never wider than its box (a class, not a style
 * attribute: the CSP allows no inline styles). The viewBox is 360 wide and shrinks with the box, so the text is set in its units
 * for the box it gets: 15 on phones (a 375 px phone draws the chart about 309 px wide, 12.9 px text), 12 from 640 px up, where
 * the box is at least 360 px (the chart sits beside its table only from 1280 px, decision 110). A label with a `narrow` form
 * (a month's initial) shows it on phones, where twelve names would run into each other.
 */
export function ChartSvg({ chart, id, small = false, startLabels = false }: { chart: Chart; id: string; small?: boolean; startLabels?: boolean }) {
  const { width, height } = chart;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-summary`}
      className={`block h-auto text-[15px] sm:text-[12px] ${small ? "max-w-56" : "max-w-xl"}`}
      preserveAspectRatio="xMinYMin meet"
    >
      {chart.grid.map((g) => (
        <g key={`g${g.y}`}>
          <line x1={g.x + 4} x2={width} y1={g.y} y2={g.y} className="stroke-gray-200" strokeWidth={1} />
          <text x={g.x} y={g.y + 4} textAnchor="end" className="fill-gray-600">
            {g.text}
          </text>
        </g>
      ))}
      {chart.bars.map((b, i) => (
        <rect key={`b${i}`} x={b.x} y={b.y} width={b.width} height={Math.max(0, b.height)} rx={2} className={SERIES[b.series]?.fill} />
      ))}
      {chart.paths.map((p, i) =>
        SERIES[p.series]?.stroke ? (
          <path key={`p${i}`} d={p.d} fill="none" strokeWidth={2} className={SERIES[p.series].stroke} />
        ) : (
          <path key={`p${i}`} d={p.d} transform={`translate(${width / 2},${height / 2})`} className={SERIES[p.series]?.fill} />
        ),
      )}
      {chart.points.map((p, i) => (
        <circle key={`c${i}`} cx={p.x} cy={p.y} r={3} className={SERIES[p.series]?.fill} />
      ))}
      {chart.labels.map((l, i) => (
        <text key={`l${i}`} x={l.x} y={l.y} textAnchor={startLabels ? "start" : "middle"} className="fill-ink">
          {l.narrow ? (
            <>
              <tspan className="sm:hidden">{l.narrow}</tspan>
              <tspan className="max-sm:hidden">{l.text}</tspan>
            </>
          ) : (
            l.text
          )}
        </text>
      ))}
    </svg>
  );
}

/** One figure: heading, summary, chart beside (wide screens) or above (phones) its table, and its list. */
export function Figure({
  id,
  title,
  summary,
  error,
  chart,
  table,
  links,
}: {
  id: string;
  title: string;
  summary: string | null;
  error: string | null;
  chart: ReactNode;
  table: ReactNode;
  links: { href: string; label: string }[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="record-figure rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {error ? (
        <div className="mt-3">
          <ErrorNote>{error}</ErrorNote>
        </div>
      ) : (
        <>
          <p id={`${id}-summary`} className="mt-1 text-ink/90">
            {summary}
          </p>
          <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
            <div className="min-w-0 space-y-2">{chart}</div>
            <div className="min-w-0">{table}</div>
          </div>
        </>
      )}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="font-medium text-brand-blue-dark underline underline-offset-2">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The numbers of a figure: a caption, header cells and rows of cells (the first cell of a row is its header). */
export function NumbersTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-1 text-left font-medium">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-300">
          {head.map((h, i) => (
            <th key={h} scope="col" className={`py-1 pr-2 font-semibold ${i ? "text-right" : "text-left"}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, r) => (
          <tr key={r} className="border-b border-gray-100">
            {cells.map((c, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1 pr-2 text-left font-normal">
                  {c}
                </th>
              ) : (
                <td key={i} className="py-1 pr-2 text-right tabular-nums">
                  {c}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
