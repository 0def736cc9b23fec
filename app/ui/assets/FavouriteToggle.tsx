import { useFetcher } from "@remix-run/react";
import { Glyph } from "../icons";
import { useHydrated } from "../useHydrated";

/** What the favourite action answers when the upstream refuses. */
export interface FavouriteFailure {
  favouriteError?: { assetId: string; message: string };
}

/**
 * The favourite toggle of an asset card: a POST form, so it works without JavaScript (the action
 * redirects back to the same list URL). With JavaScript it is a fetcher: the star flips at once
 * and flips back, with the message, if the upstream refuses; it asks for a plain answer instead of
 * the redirect (`answer=data`), since a fetcher's redirect is a navigation that would end a dialog
 * opened meanwhile over the list (Location and product preferences, tapped right after a star).
 */
export function FavouriteToggle(props: { assetId: string; title: string; isFvrt: boolean; action: string; returnTo: string; disabled?: boolean }) {
  const { assetId, title, isFvrt, action, returnTo, disabled } = props;
  const fetcher = useFetcher<FavouriteFailure>();
  const on = fetcher.formData ? fetcher.formData.get("favourite") === "true" : isFvrt;
  const hydrated = useHydrated();
  const failed = fetcher.state === "idle" && fetcher.data?.favouriteError?.assetId === assetId ? fetcher.data.favouriteError.message : null;
  return (
    <fetcher.Form method="post" action={action} preventScrollReset className="shrink-0">
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="assetId" value={assetId} />
      <input type="hidden" name="favourite" value={String(!on)} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="answer" value="data" /> : null}
      <button
        type="submit"
        aria-pressed={on}
        disabled={disabled}
        className={`rounded-full p-1.5 hover:bg-amber-50 disabled:cursor-not-allowed disabled:opacity-60 ${on ? "text-amber-500" : "text-gray-500"}`}
      >
        <Glyph name={on ? "star-filled" : "star"} className="h-6 w-6" />
        <span className="sr-only">Favourite: {title}</span>
      </button>
      {failed ? (
        <p role="alert" className="mt-1 max-w-48 text-xs text-red-700">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
