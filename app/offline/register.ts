/**
 * Registers the service worker (/sw.js, docs/decisions/076) after the page has loaded, so its
 * script and precache never compete with the page's own. Only hydrated signed-in pages call this:
 * plain-HTML pages and lite mode (decision 057) run no script, so they register nothing. A browser
 * that refuses (no support, an insecure page, a test that blocks workers) is left as it is.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
