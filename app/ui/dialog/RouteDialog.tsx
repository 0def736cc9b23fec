import { Link, useNavigation } from "@remix-run/react";
import { useContext, useId, useRef, type ReactNode } from "react";
import { UNSAFE_RouteContext as RouteContext } from "react-router-dom";
import { DialogModal, OverlayClose } from "./overlay-close";

/**
 * The routes whose child route's content is the main column's content: the frames (the signed-in
 * and admin shells) and the root (a route that draws its own frame, as logout's feedback does).
 */
const FRAME_ROUTES = new Set(["root", "routes/_app", "routes/admin"]);

/**
 * A dialog owned by a route (docs/decisions/010-route-dialogs-and-uploads.md).
 *
 * - The server renders `<dialog open autofocus>`. A dialog nested in its page (the thread over its
 *   list) is a centred panel over that page; one that is the page's only content (a direct visit,
 *   no JavaScript) is drawn as the page itself in the main column, its title a heading, no dimmed
 *   backdrop (issue 40 §5). Its Close is a plain link to `closeTo`.
 * - Over a page (the overlay, or nested in its page) it is a real modal: `DialogModal`'s part
 *   (dialog-modal.tsx) re-opens it with `showModal()`, moves focus inside, gives focus back to the
 *   opener on close, and makes Escape (`cancel`) close it. A dialog that is its own page has no
 *   modal part (and none of its code, issue 54).
 * - Closing is navigation: the Close link (or Escape over a page) to `closeTo`. Nothing closes it
 *   while a form is submitting, so the server's answer (errors, result) always arrives in the
 *   dialog it came from. The pending state is announced.
 */
export interface RouteDialogProps {
  title: string;
  /** Where Close and Escape go: a same-site path. */
  closeTo: string;
  children: ReactNode;
  /** Id of an element naming the dialog instead of the title. */
  labelledBy?: string;
  /** Extra classes for the panel (width). */
  className?: string;
  /** "drawer": a full-height panel at the right edge (Register Asset) instead of a centred box. */
  variant?: "center" | "drawer";
  /**
   * Replaces the Close link, for a dialog whose closing is a form post (logout's feedback: closing
   * counts as Skip). Mark the control with `data-dialog-close`: Escape presses it.
   */
  closeControl?: ReactNode;
}

/**
 * Is the dialog the page (nothing behind it, 088)? When its route's parent is a frame and it is
 * not drawn over a page (068): then its title is the page's h1 (valid HTML's outline, issue 43 §2,
 * docs/decisions/093); nested in its page (the thread over its list) or over one, an h2 under the
 * page's h1. The same answer on the server and after hydration.
 */
function useIsPage(overlaid: boolean): boolean {
  const { matches } = useContext(RouteContext);
  const parent = matches[matches.length - 2]?.route.id;
  return !overlaid && parent !== undefined && FRAME_ROUTES.has(parent);
}

export function RouteDialog({
  title,
  closeTo,
  children,
  labelledBy,
  className,
  variant = "center",
  closeControl,
}: RouteDialogProps) {
  const width = className ?? (variant === "drawer" ? "" : "max-w-2xl");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Drawn over the page it was opened from (068): closing returns there, whatever `closeTo` says.
  const overlayClose = useContext(OverlayClose);
  const Title = useIsPage(Boolean(overlayClose)) ? "h1" : "h2";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const busyRef = useRef(busy);
  busyRef.current = busy;

  // Over a page (the overlay, or nested in its page) the part that makes it modal (dialog-modal.tsx).
  const Modal = useContext(DialogModal);
  return (
    <>
      <dialog
        ref={ref}
        open
        // Without JavaScript the browser focuses the dialog on load; with it, the effect above moves on.
        autoFocus
        aria-labelledby={labelledBy ?? titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        // Styles in app.css (.route-dialog): a centred box, or with `drawer` a full-height panel at the
        // right edge; scroll-pt there keeps a field focused after a failed submit below the sticky bar.
        className={`route-dialog ${variant === "drawer" ? "drawer" : ""} ${width}`}
      >
        <div className="route-dialog-bar">
          <Title id={titleId} className="text-lg font-semibold">
            {title}
          </Title>
          {closeControl ?? (
            <Link
              to={closeTo}
              aria-disabled={busy || undefined}
              onClick={(e) => {
                if (busy || overlayClose) e.preventDefault();
                if (!busy) overlayClose?.();
              }}
              className="route-dialog-close"
            >
              Close
            </Link>
          )}
        </div>
        <div className="px-5 py-4">{children}</div>
        <p role="status" aria-live="polite" className="sr-only">
          {busy ? "Submitting, please wait." : ""}
        </p>
      </dialog>
      {/* After the <dialog>: its ref is set before the modal part's effects run. */}
      {Modal ? <Modal dialog={ref} closeTo={closeTo} busy={busyRef} /> : null}
    </>
  );
}
