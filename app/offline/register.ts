/**
 * Registers the service worker (/sw.js, docs/decisions/076) after the page has loaded, so its
 * script and precache never compete with the page's own. Only hydrated signed-in pages call this:
 * plain-HTML pages and lite mode (decision 057) run no script, so they register nothing. A browser
 * that refuses (no support, an insecure page, a test that blocks workers) is left as it is.
 */
export function registerServiceWorker() {
  // What is written where there is no signal (issue 55, docs/decisions/115): a form marked for it
  // (`data-outbox-kind`), sent while the browser is offline, goes to the outbox (its own chunk)
  // instead of a request that cannot go; something already waiting (a localStorage flag,
  // OUTBOX_FLAG) loads the outbox at once to send it. Online, with nothing waiting, nothing loads.
  // The outbox's chunk is on the device once the worker controls the page (it precaches it); a
  // chunk that cannot load after all (a deploy since) lets the form post as it would have.
  const outbox = () => import("./outbox");
  let passing = false;
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (passing || navigator.onLine || !navigator.serviceWorker?.controller || !form.dataset?.outboxKind) return;
      event.preventDefault();
      event.stopPropagation();
      outbox().then(
        (m) => m.keep(form, event.submitter),
        () => {
          passing = true;
          form.requestSubmit(event.submitter);
          passing = false;
        },
      );
    },
    true,
  );
  try {
    if (localStorage.getItem("portal-outbox")) void outbox().then((m) => m.start());
  } catch {
    // Storage refused: nothing can wait.
  }
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
