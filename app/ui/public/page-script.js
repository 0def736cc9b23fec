/*
 * The one inline script of the plain-HTML public pages (docs/decisions/024). It is rendered
 * inline with the CSP nonce, never loaded as a bundle. Everything it touches works without it.
 */
/* global document, window */
(() => {
  // Captcha countdown: the "New captcha" button ([data-countdown-done]) is in the HTML so it
  // works without JavaScript; here it waits out the countdown behind a visible counter.
  for (const box of document.querySelectorAll("[data-countdown]")) {
    const text = box.querySelector("[data-countdown-text]");
    const left = box.querySelector("[data-countdown-left]");
    const done = box.querySelector("[data-countdown-done]");
    const status = box.querySelector("[data-countdown-status]");
    if (!text || !left || !done) continue;
    let seconds = Number(box.getAttribute("data-countdown")) || 30;
    left.textContent = String(seconds);
    done.hidden = true;
    text.hidden = false;
    const timer = window.setInterval(() => {
      seconds -= 1;
      left.textContent = String(seconds);
      if (seconds > 0) return;
      window.clearInterval(timer);
      text.hidden = true;
      done.hidden = false;
      if (status) status.textContent = box.getAttribute("data-countdown-message") || "";
    }, 1000);
  }

  // The toast region's toasts (docs/decisions/059) hide after their time; Close needs no script.
  // The region follows the page in the document, so it is read once the document is parsed.
  document.addEventListener("DOMContentLoaded", () => {
    for (const toast of document.querySelectorAll("[data-toast-ms]")) {
      window.setTimeout(() => {
        toast.hidden = true;
      }, Number(toast.getAttribute("data-toast-ms")) || 60000);
    }
  });

  // Toasts: a message the server renders inline ([data-toast="ms"]) floats over the page and
  // leaves after that many milliseconds.
  for (const toast of document.querySelectorAll("[data-toast]")) {
    toast.setAttribute("data-toast-on", "");
    window.setTimeout(() => {
      toast.hidden = true;
    }, Number(toast.getAttribute("data-toast")) || 5000);
  }
})();
