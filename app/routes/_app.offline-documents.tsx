import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { KeptDocumentsList } from "~/ui/offline/KeptDocumentsList";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Offline Documents" };

/**
 * Offline documents (issue 34 §2; docs/decisions/077): the asset documents this browser keeps for
 * the user, with their size and Remove. What is kept lives on the device, not on the server: the
 * list is read there, with JavaScript; the server only knows who is asking (nobody keeps anything
 * while acting for a customer).
 */
const ROUTE = "routes/_app.offline-documents";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  return { userId: auth.acting ? null : auth.user.userId };
}

export default function OfflineDocumentsPage() {
  const { userId } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="offline-documents-heading" className="space-y-4">
      <h1 id="offline-documents-heading" className="text-2xl font-semibold text-ink">
        Offline documents
      </h1>
      <p className="max-w-3xl text-gray-700">
        Documents you keep offline open on this device without a connection, in a boiler house or a plant room without signal, and so do their
        assets&apos; pages. They are yours alone: they are removed from this device when you log out, when your session ends, or when someone
        else signs in here.
      </p>
      <KeptDocumentsList userId={userId} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Offline documents | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
