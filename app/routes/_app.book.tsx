import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { PageHandle } from "~/ui/shell/title";
import { Link, useLoaderData } from "@remix-run/react";
import { bookingName } from "~/domain/offers";
import { dealerListParams } from "~/domain/roles";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ListBody } from "~/ui/Notice";
import { isUpstreamError } from "~/upstream/errors";
import { getBookAssets } from "~/upstream/offers.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "My Bookings" };

const ROUTE = "routes/_app.book";
const LOAD_FAILED = "We could not load your bookings right now. Please try again in a moment.";

interface Booking {
  key: string;
  name: string;
  productFamily: string;
  state: string;
  /** The asset's page, when the entry names its asset. */
  assetHref: string | null;
}

/**
 * My Bookings (spec document 1 section 2: /book, header 'My Bookings'; document 2 section 3: the
 * book-asset entries show name, productFamily, state; decision 050). Dealers see what was booked
 * through their code, as on every list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, session } = await requireUser(request, context, ROUTE);
  try {
    const entries = await getBookAssets(session, { ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }), signal: request.signal });
    const bookings = entries.map(
      (b, i): Booking => ({
        key: b.id ?? `booking-${i}`,
        name: bookingName(b),
        productFamily: b.productFamily || "NA",
        state: b.state || "NA",
        assetHref: b.id ? `/asset/${encodeURIComponent(b.id)}?back=${encodeURIComponent("/book")}` : null,
      }),
    );
    return { bookings, error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { bookings: [] as Booking[], error: LOAD_FAILED };
  }
}

export default function MyBookings() {
  const { bookings, error } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="bookings-heading" className="space-y-4">
      <div>
        <h1 id="bookings-heading" className="text-xl font-semibold text-ink">
          My Bookings
        </h1>
        <p className="text-ink/80">Equipment you have booked with us that is not yet installed.</p>
      </div>
      <ListBody error={error} empty={bookings.length === 0} emptyText="You have no bookings as of now!">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Bookings">
          {bookings.map((b) => (
            <li key={b.key}>
              <article aria-labelledby={`booking-${b.key}`} className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4">
                <h2 id={`booking-${b.key}`} className="text-base font-semibold break-words text-ink">
                  {b.name}
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 *:contents [&_dd]:font-medium [&_dd]:break-words [&_dd]:text-ink [&_dt]:text-gray-600">
                  <div>
                    <dt>Product family</dt>
                    <dd>{b.productFamily}</dd>
                  </div>
                  <div>
                    <dt>State</dt>
                    <dd>{b.state}</dd>
                  </div>
                </dl>
                {b.assetHref ? (
                  <div className="mt-auto pt-3">
                    <Link to={b.assetHref} className="inline-block rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50">
                      View Asset Page<span className="sr-only"> of {b.name}</span>
                    </Link>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </ListBody>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "My Bookings | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
