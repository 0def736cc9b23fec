import { scaleBand, scaleLinear } from "d3-scale";
import { arc, line, pie } from "d3-shape";
import type { AgeBucket, OrderTimeliness, TicketMonth, TypeMedian, VisitMonth } from "./service-record";

/**
 * The service record's charts as plain geometry (decision 103): d3-scale and d3-shape compute
 * rectangles, paths and label positions on the server, the page draws them as SVG elements. No
 * DOM, no browser code; every number is rounded so the loader's data stays small. Each chart has a
 * fixed viewBox and is drawn at 100 % width, so it shrinks with the screen.
 */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Which series it draws (the page picks the colour). */
  series: string;
}
export interface Label {
  x: number;
  y: number;
  text: string;
  /**
   * What a phone shows instead, where the names would run into each other at a readable size: a
   * month's initial, an age range with 'd' for days (issue 53 §2, decision 110).
   */
  narrow?: string;
}
export interface Chart {
  width: number;
  height: number;
  bars: Bar[];
  /** d3-shape paths (a line, or a donut's arcs), each of a series. */
  paths: { d: string; series: string }[];
  points: { x: number; y: number; series: string }[];
  /** The value axis: grid lines at y with their labels. */
  grid: Label[];
  /** Category labels (months, age ranges, types) and value labels. */
  labels: Label[];
}

const r = (n: number) => Math.round(n * 10) / 10;
const W = 360;
const H = 200;
const M = { top: 14, right: 8, bottom: 22, left: 28 };

function empty(width: number, height: number): Chart {
  return { width, height, bars: [], paths: [], points: [], grid: [], labels: [] };
}

/** A value axis from 0 to the largest value (at least 1), with up to four whole-number ticks. */
function valueAxis(max: number, height = H) {
  const y = scaleLinear()
    .domain([0, Math.max(1, max)])
    .nice(4)
    .range([height - M.bottom, M.top]);
  const grid = y
    .ticks(4)
    .filter((t) => Number.isInteger(t))
    .map((t) => ({ x: M.left - 4, y: r(y(t)), text: String(t) }));
  return { y, grid };
}

/** Opened per month as bars, closed per month as a line with points. */
export function ticketsChart(months: readonly TicketMonth[]): Chart {
  const chart = empty(W, H);
  const x = scaleBand<string>().domain(months.map((m) => m.key)).range([M.left, W - M.right]).padding(0.3);
  const { y, grid } = valueAxis(Math.max(0, ...months.flatMap((m) => [m.opened, m.closed])));
  chart.grid = grid;
  const centre = (key: string) => (x(key) ?? 0) + x.bandwidth() / 2;
  for (const m of months) {
    chart.bars.push({ x: r(x(m.key) ?? 0), y: r(y(m.opened)), width: r(x.bandwidth()), height: r(y(0) - y(m.opened)), series: "opened" });
    chart.labels.push({ x: r(centre(m.key)), y: H - 6, text: m.short, narrow: m.short.charAt(0) });
  }
  const closedLine = line<TicketMonth>()
    .x((m) => r(centre(m.key)))
    .y((m) => r(y(m.closed)));
  chart.paths.push({ d: closedLine(months) ?? "", series: "closed" });
  chart.points = months.map((m) => ({ x: r(centre(m.key)), y: r(y(m.closed)), series: "closed" }));
  return chart;
}

/** AMC visits due per month (light bars) with those done drawn over them (dark bars). */
export function visitsChart(months: readonly VisitMonth[]): Chart {
  const chart = empty(W, H);
  const x = scaleBand<string>().domain(months.map((m) => m.key)).range([M.left, W - M.right]).padding(0.3);
  const { y, grid } = valueAxis(Math.max(0, ...months.map((m) => m.due)));
  chart.grid = grid;
  for (const m of months) {
    const left = r(x(m.key) ?? 0);
    chart.bars.push({ x: left, y: r(y(m.due)), width: r(x.bandwidth()), height: r(y(0) - y(m.due)), series: "due" });
    chart.bars.push({ x: left, y: r(y(m.done)), width: r(x.bandwidth()), height: r(y(0) - y(m.done)), series: "done" });
    chart.labels.push({ x: r(left + x.bandwidth() / 2), y: H - 6, text: m.short, narrow: m.short.charAt(0) });
  }
  return chart;
}

/** One horizontal bar per ticket type: its name above the bar, the median days at the bar's end. */
export function medianChart(rows: readonly TypeMedian[]): Chart {
  const rowHeight = 34;
  const height = Math.max(1, rows.length) * rowHeight + 4;
  const chart = empty(W, height);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((row) => row.medianDays))])
    .range([0, W - 60]);
  rows.forEach((row, i) => {
    const top = i * rowHeight;
    chart.labels.push({ x: 0, y: top + 12, text: row.type });
    chart.bars.push({ x: 0, y: top + 17, width: r(Math.max(1, x(row.medianDays))), height: 12, series: "median" });
    chart.labels.push({ x: r(Math.max(1, x(row.medianDays)) + 4), y: top + 27, text: `${row.medianDays} d` });
  });
  return chart;
}

/** The delivered orders as a donut: on time, late, and without a readiness date. */
export function ordersChart(t: OrderTimeliness): Chart {
  const size = 200;
  const chart = empty(size, size);
  const parts = [
    { series: "onTime", value: t.onTime },
    { series: "late", value: t.late },
    { series: "undated", value: t.undated },
  ].filter((p) => p.value > 0);
  const slices = pie<{ series: string; value: number }>()
    .value((p) => p.value)
    .sort(null)(parts);
  const ring = arc<{ startAngle: number; endAngle: number }>().innerRadius(55).outerRadius(90);
  chart.paths = slices.map((s) => ({
    d: (ring({ startAngle: s.startAngle, endAngle: s.endAngle }) ?? "").replace(/\d+\.\d+/g, (n) => String(r(Number(n)))),
    series: s.data.series,
  }));
  chart.labels.push({ x: 100, y: 106, text: String(t.onTime + t.late + t.undated) });
  return chart;
}

/** Open tickets by age: one bar per age range, its count above it. */
export function ageChart(buckets: readonly AgeBucket[]): Chart {
  const chart = empty(W, H);
  const x = scaleBand<string>().domain(buckets.map((b) => b.label)).range([M.left, W - M.right]).padding(0.35);
  const { y, grid } = valueAxis(Math.max(0, ...buckets.map((b) => b.count)));
  chart.grid = grid;
  for (const b of buckets) {
    const left = x(b.label) ?? 0;
    chart.bars.push({ x: r(left), y: r(y(b.count)), width: r(x.bandwidth()), height: r(y(0) - y(b.count)), series: "open" });
    // On phones 'days' is 'd' ('31–90 d'): four ranges' full names ran into each other at 12 px.
    chart.labels.push({ x: r(left + x.bandwidth() / 2), y: H - 6, text: b.label, narrow: b.label.replace(/ days$/, " d") });
    chart.labels.push({ x: r(left + x.bandwidth() / 2), y: r(y(b.count) - 4), text: String(b.count) });
  }
  return chart;
}
