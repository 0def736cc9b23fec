import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { PageHandle } from "~/ui/shell/title";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { cartCount, RECOMMENDATION_PAGE_SIZE, SEARCH_MAX } from "~/domain/quotes";
import { dealerListParams } from "~/domain/roles";
import { CART_REFUSED, changeCart, type CartActionData } from "~/forms/cart.server";
import {
  dialogResult,
  resultRedirect,
  SOMETHING_WENT_WRONG,
  submitFailure,
  submitOnce,
  TICKET_NUMBER,
} from "~/forms/dialog.server";
import { enquiryLinkFor } from "~/forms/enquiries.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { safeReturnPath } from "~/domain/return-path";
import { forgetUser } from "~/session/user-cache.server";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { GET_ANOTHER_QUOTE, GO_TO_TICKETS, ResultDialog } from "~/ui/dialog/ResultDialog";
import { FollowEnquiry } from "~/ui/enquiries/FollowEnquiry";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { Pager } from "~/ui/Pager";
import { CartPanel, type CartGroupView } from "~/ui/quotes/CartPanel";
import { RecommendationGroup, type RecommendationGroupView } from "~/ui/quotes/Recommendations";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { fetchCart } from "~/upstream/cart.server";
import { isUpstreamError } from "~/upstream/errors";
import { frequentlyBooked, recommendations, requestQuote } from "~/upstream/quotes.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Get a Quote" };

const ROUTE = "routes/_app.get-a-quote";
const PATH = "/get-a-quote";
const MAX_PAGE = 1000;
const REC_FAILED = "We could not load the recommendations right now. Please try again in a moment.";
const CART_FAILED = "We could not load your cart right now. Please try again in a moment.";

function queryOf(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), MAX_PAGE);
  return { q, page };
}

/** The page's data, and the recommendations drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await quoteLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => <RecommendationList {...data} />) };
}

/**
 * Get a Quote (spec document 3 sections 2, 4 and 7; document 1 section 4; decision 023): the
 * spares and services recommended for the customer's assets (searchable, grouped by asset,
 * frequently booked marked), the cart, and Request quote. The recommendations and the cart are
 * asked together; each section shows its own message when its call fails.
 */
async function quoteLoader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { user, session } = auth;
  const url = new URL(request.url);
  const { q, page } = queryOf(url);
  const signal = request.signal;
  // After Request quote: the result dialog's ticket, and its enquiry asked beside the page's calls (decision 048).
  const done = await dialogResult(request, auth, TICKET_NUMBER);
  const [recs, cart, enquiry] = await Promise.allSettled([
    recommendations(session, {
      page: page - 1,
      size: RECOMMENDATION_PAGE_SIZE,
      name: q || undefined,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      signal,
    }),
    fetchCart(session, signal),
    done ? enquiryLinkFor(auth, done, signal) : null,
  ]);
  if (enquiry.status === "rejected") throw enquiry.reason;
  for (const r of [recs, cart]) if (r.status === "rejected" && !isUpstreamError(r.reason)) throw r.reason;

  const cartGroups: CartGroupView[] | null =
    cart.status === "fulfilled"
      ? cart.value.groups.map((g, i) => ({
          id: g.id ?? `group-${i}`,
          name: g.name ?? "Other items",
          lines: [
            ...g.spares.map((s) => ({
              id: s.id,
              partCode: s.partCode ?? "NA",
              description: s.description ?? s.partCode ?? "NA",
              quantity: s.quantity ?? 1,
              type: "Spare" as const,
            })),
            ...g.services.map((s) => ({
              id: s.id,
              partCode: s.partCode ?? "NA",
              description: s.description ?? s.partCode ?? "NA",
              quantity: s.quantity ?? 1,
              type: "Service" as const,
            })),
          ],
        }))
      : null;
  const inCart = new Set(
    (cart.status === "fulfilled" ? cart.value.groups : []).flatMap((g) =>
      [...g.spares, ...g.services].map((i) => `${g.id ?? ""}|${i.partCode}`),
    ),
  );

  let groups: RecommendationGroupView[] | null = null;
  let totalPages = 0;
  if (recs.status === "fulfilled") {
    totalPages = recs.value.totalPages;
    // What is booked most often, per asset on this page: asked together, each may fail alone.
    const frequent = await Promise.allSettled(
      recs.value.recommendations.map((g) => frequentlyBooked(session, g.assetId, signal)),
    );
    groups = recs.value.recommendations.map((g, i) => {
      const f = frequent[i];
      if (f.status === "rejected" && !isUpstreamError(f.reason)) throw f.reason;
      const bookings = new Map(f.status === "fulfilled" ? f.value.map((b) => [b.partCode, b.bookings ?? 1]) : []);
      const item = (type: "Spare" | "Service") => (r: { partCode: string; name: string }) => ({
        partCode: r.partCode,
        name: r.name,
        type,
        inCart: [...inCart].some((key) => key.endsWith(`|${r.partCode}`) && key.split("|")[0].endsWith(g.assetId)),
        bookings: bookings.get(r.partCode) ?? null,
      });
      return {
        assetId: g.assetId,
        title: g.assetName || g.thermaxName || g.assetId,
        subtitle: [g.assetName ? g.thermaxName : null, g.productFamily].filter(Boolean).join(" · "),
        items: [...g.spares.map(item("Spare")), ...g.services.map(item("Service"))],
        frequentFailed: f.status === "rejected",
      };
    });
  }
  return {
    q,
    page,
    totalPages,
    groups,
    recError: groups ? null : REC_FAILED,
    cart: cartGroups,
    cartCount: cart.status === "fulfilled" ? cartCount(cart.value.groups) : null,
    cartError: cartGroups ? null : CART_FAILED,
    internal: auth.internal,
    idempotencyKey: newIdempotencyKey(),
    done,
    enquiry: enquiry.value,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (auth.internal) return data<CartActionData>({ message: CART_REFUSED }, { status: 403 });
  const url = new URL(request.url);
  url.searchParams.delete("done");
  url.searchParams.delete("returnTo");
  const here = safeReturnPath(`${url.pathname}${url.search}`) ?? PATH;
  if (intent === "add" || intent === "update" || intent === "remove") {
    const anchor =
      intent === "add" ? `#asset-${String(form.get("assetId") ?? "").replace(/[^A-Za-z0-9_-]/g, "")}` : "#cart";
    return changeCart(auth, intent, form, `${here}${anchor}`);
  }
  if (intent !== "request") return data<CartActionData>({ message: "Unknown action." }, { status: 400 });
  try {
    const ticket = await submitOnce(auth, form.get("idempotencyKey"), () =>
      requestQuote(auth.session, auth.user.userId),
    );
    forgetUser(auth.user.userId);
    return resultRedirect(request, auth, PATH, ticket);
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    // The request could not be made once-only right now (shared state down): 503, nothing sent.
    if (!isUpstreamError(error))
      return data<CartActionData>({ message: failure.message, line: "request" }, { status: failure.status });
    // The upstream's own reason for a refused request (an empty cart), else the spec's text.
    const message =
      error.kind === "http" && error.status === 400 && error.upstreamMessage
        ? error.upstreamMessage
        : SOMETHING_WENT_WRONG;
    return data<CartActionData>({ message, line: "request" }, { status: 502 });
  }
}

export default function GetAQuote() {
  const d = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>() as CartActionData | undefined;
  const navigation = useNavigation();
  const requesting = navigation.state === "submitting" && navigation.formData?.get("intent") === "request";
  const pageProblem =
    problem && (!problem.line || problem.line === "request" || problem.line.includes(":")) ? problem.message : null;
  return (
    <section aria-labelledby="quote-heading" className="space-y-4">
      <div>
        <h1 id="quote-heading" className="text-xl font-semibold text-ink">
          Get a Quote
        </h1>
        <p className="text-ink/80">
          Spares and services recommended for your assets. Add what you need to the cart and request a quote.
        </p>
      </div>
      {d.internal ? (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Staff, administrators acting as a customer and this profile can view this page but cannot change a cart or
          request a quote.
        </p>
      ) : null}
      {pageProblem ? (
        <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          <p className="font-semibold">Error!</p>
          <p>{pageProblem}</p>
        </div>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="recommended-heading" className="space-y-3">
          <h2 id="recommended-heading" className="font-semibold">
            Recommended for your assets
          </h2>
          <Form
            method="get"
            role="search"
            aria-label="Search recommendations"
            className="flex flex-wrap items-end gap-2"
          >
            <label className="min-w-0 flex-1">
              <span className="block text-sm font-medium">Search by asset, spare or service</span>
              <input
                key={d.q}
                type="search"
                name="q"
                defaultValue={d.q}
                maxLength={SEARCH_MAX}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
              />
            </label>
            <button type="submit" className="btn-primary">
              Search
            </button>
            {d.q ? (
              <Link
                to={PATH}
                className="rounded-md px-3 py-2 font-medium text-brand-blue-dark underline hover:bg-slate-100"
              >
                Clear
              </Link>
            ) : null}
          </Form>
          <Kept id="kept-recommendations" className="space-y-3" html={d.kept}>
            {import.meta.env.SSR ? <RecommendationList {...d} /> : null}
          </Kept>
        </section>
        <section
          id="cart"
          aria-labelledby="cart-heading"
          className="scroll-mt-20 space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 lg:sticky lg:top-20"
        >
          <h2 id="cart-heading" className="font-semibold">
            Your cart{d.cartCount !== null ? ` (${d.cartCount} ${d.cartCount === 1 ? "item" : "items"})` : ""}
          </h2>
          {d.cartError ? (
            <ErrorNote>{d.cartError}</ErrorNote>
          ) : (
            <CartPanel
              groups={d.cart ?? []}
              disabled={d.internal}
              idempotencyKey={d.idempotencyKey}
              problem={problem}
              requesting={requesting}
            />
          )}
        </section>
      </div>
      {d.done ? (
        <ResultDialog
          headline="Your quote request has been placed."
          closeTo={PATH}
          actions={[GET_ANOTHER_QUOTE, GO_TO_TICKETS]}
        >
          <p>
            Ticket number: <strong>{d.done}</strong>
          </p>
          {d.enquiry ? <FollowEnquiry link={d.enquiry} /> : null}
        </ResultDialog>
      ) : null}
    </section>
  );
}

/** The recommendations found, each asset's spares and services with Add to cart, then the pager (kept markup, issue 54). */
function RecommendationList(
  d: Pick<Awaited<ReturnType<typeof quoteLoader>>, "recError" | "groups" | "q" | "internal" | "page" | "totalPages">,
) {
  return (
    <>
      {d.recError ? (
        <ErrorNote>{d.recError}</ErrorNote>
      ) : d.groups && d.groups.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">
          {d.q ? `No recommendations match "${d.q}".` : "No spares or services are recommended for your assets yet."}
        </p>
      ) : (
        d.groups?.map((g) => <RecommendationGroup key={g.assetId} group={g} disabled={d.internal} />)
      )}
      <Pager page={d.page} totalPages={d.totalPages} label="Recommendation pages" />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Get a Quote | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
