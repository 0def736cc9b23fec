import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatDate, todayInIndia } from "~/domain/dates";
import { RECORD_FAILED, RECORD_LINKS, serviceRecordFigures } from "~/domain/service-record";
import { ageChart, medianChart, ordersChart, ticketsChart, visitsChart } from "~/domain/service-record-charts";
import { SERVICE_RECORD_LIMIT } from "~/domain/limits";
import { takeUserPoint, throwIfLimited } from "~/security/rate-limit.server";
import { actorId, requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ChartSvg, Figure, Legend, NumbersTable } from "~/ui/service-record/ServiceRecord";
import type { PageHandle } from "~/ui/shell/title";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { loadServiceRecord } from "~/upstream/service-record.server";

export const handle: PageHandle = { title: "Service Record" };

/** The record's figures, and the page drawn for a client navigation (issue 54, app/ui/kept.tsx): it only shows them. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await recordLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => <ServiceRecordView {...data} />) };
}

/**
 * Service record (issue 44 §3, decision 103): the company's last twelve months at a glance, from
 * the lists the portal already reads (every page of All Tickets, Order History and the contracts
 * with their visits, asked together). Figures and chart geometry are computed here on the server;
 * the page is plain markup, the same without JavaScript and in lite mode.
 */
async function recordLoader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app.service-record");
  // A year of every list, asked together: a per-user limit (issue 51 §6).
  throwIfLimited(await takeUserPoint("service-record-user", actorId(auth)), SERVICE_RECORD_LIMIT);
  const lists = await loadServiceRecord(auth, request.signal);
  const figures = serviceRecordFigures(lists, todayInIndia());
  return {
    from: formatDate(figures.from),
    to: formatDate(figures.to),
    tickets: figures.tickets && { ...figures.tickets, chart: ticketsChart(figures.tickets.months) },
    // Each type's list address made here: the page's script then imports no ticket rules (the
    // ticket thread's first visit is at the byte budget's edge, decision 103).
    medians: figures.medians && {
      ...figures.medians,
      rows: figures.medians.rows.map((row) => ({ ...row, href: RECORD_LINKS.closedOfType(row.type) })),
      chart: medianChart(figures.medians.rows),
    },
    visits: figures.visits && { ...figures.visits, chart: visitsChart(figures.visits.months) },
    orders: figures.orders && { ...figures.orders, chart: ordersChart(figures.orders) },
    age: figures.age && { ...figures.age, chart: ageChart(figures.age.buckets) },
    links: { opened: RECORD_LINKS.opened, closed: RECORD_LINKS.closed, open: RECORD_LINKS.open, orders: RECORD_LINKS.orders, contracts: RECORD_LINKS.contracts },
    failed: RECORD_FAILED,
  };
}

export default function ServiceRecord() {
  const data = useLoaderData<typeof loader>();
  return (
    <Kept id="kept-service-record" className="" html={data.kept}>
      {import.meta.env.SSR ? <ServiceRecordView {...data} /> : null}
    </Kept>
  );
}

/** The page: every figure with its chart, its numbers and the lists it was counted from (kept markup, issue 54). */
function ServiceRecordView({ from, to, tickets, medians, visits, orders, age, links, failed }: Awaited<ReturnType<typeof recordLoader>>) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Service record</h1>
        <p className="mt-1 text-ink/90">
          How your company has been served from {from} to {to}: your tickets, AMC visits and orders. Each figure links to the list it was counted from.
        </p>
      </header>

      <Figure
        id="record-tickets"
        title="Tickets opened and closed"
        summary={tickets?.summary ?? null}
        error={tickets ? null : failed.tickets}
        chart={
          tickets && (
            <>
              <Legend series={["opened", "closed"]} />
              <ChartSvg id="record-tickets" chart={tickets.chart} />
            </>
          )
        }
        table={
          tickets && (
            <NumbersTable
              caption="Tickets per month"
              head={["Month", "Opened", "Closed"]}
              rows={[...tickets.months.map((m) => [m.label, m.opened, m.closed]), ["Total", tickets.opened, tickets.closed]]}
            />
          )
        }
        links={[
          { href: links.opened, label: "All tickets" },
          { href: links.closed, label: "Closed tickets" },
        ]}
      />

      <Figure
        id="record-medians"
        title="Median days to close, by ticket type"
        summary={medians?.summary ?? null}
        error={medians ? null : failed.tickets}
        chart={medians && medians.rows.length > 0 && <ChartSvg id="record-medians" chart={medians.chart} startLabels />}
        table={
          medians &&
          medians.rows.length > 0 && (
            <NumbersTable
              caption="Tickets closed in the last 12 months"
              head={["Type", "Closed", "Median days"]}
              rows={medians.rows.map((row) => [
                <Link key="t" to={row.href} className="text-brand-blue-dark underline underline-offset-2">
                  {row.type}
                </Link>,
                row.closed,
                row.medianDays,
              ])}
            />
          )
        }
        links={[{ href: links.closed, label: "Closed tickets" }]}
      />

      <Figure
        id="record-visits"
        title="AMC visits done against due"
        summary={visits?.summary ?? null}
        error={visits ? null : failed.visits}
        chart={
          visits && (
            <>
              <Legend series={["due", "done"]} />
              <ChartSvg id="record-visits" chart={visits.chart} />
            </>
          )
        }
        table={
          visits && (
            <NumbersTable
              caption="AMC visits per month"
              head={["Month", "Due", "Done"]}
              rows={[...visits.months.map((m) => [m.label, m.due, m.done]), ["Total", visits.due, visits.done]]}
            />
          )
        }
        links={[{ href: links.contracts, label: "Contracts and their visits" }]}
      />

      <Figure
        id="record-orders"
        title="Orders delivered on time"
        summary={orders?.summary ?? null}
        error={orders ? null : failed.orders}
        chart={
          orders &&
          orders.total > 0 && (
            <>
              <Legend series={["onTime", "late", ...(orders.undated ? ["undated"] : [])]} />
              <ChartSvg id="record-orders" chart={orders.chart} small />
            </>
          )
        }
        table={
          orders && (
            <NumbersTable
              caption="Orders delivered in the last 12 months"
              head={["Delivered", "Orders"]}
              rows={[
                ["On or before the readiness date", orders.onTime],
                ["After the readiness date", orders.late],
                ...(orders.undated ? [["No readiness date", orders.undated]] : []),
                ["Total", orders.total],
              ]}
            />
          )
        }
        links={[{ href: links.orders, label: "Order history" }]}
      />

      <Figure
        id="record-age"
        title="Open tickets by age"
        summary={age?.summary ?? null}
        error={age ? null : failed.tickets}
        chart={age && <ChartSvg id="record-age" chart={age.chart} />}
        table={
          age && (
            <NumbersTable
              caption="Tickets open now, by days since opened"
              head={["Open for", "Tickets"]}
              rows={[...age.buckets.map((b) => [b.label, b.count]), ["Total", age.open]]}
            />
          )
        }
        links={[{ href: links.open, label: "Open tickets" }]}
      />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Service Record | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
