/*
 * Validation while typing for the plain-HTML public pages (docs/decisions/060), appended to the
 * page script (024) by the pages that have such a form (`<PageScript validate />`), inside the
 * same inline script and nonce. Everything it touches works without it.
 */
/* global document, window, URLSearchParams, FormData */
(() => {
  // Validation while typing (docs/decisions/060): a form marked [data-validate] checks a field on
  // the server when it is left, and again on input while it shows an error. The form posts to its
  // own action with Conform's validate intent, which answers the page with that field's message
  // and does nothing else; the field's message and state are taken from that page.
  for (const form of document.querySelectorAll("form[data-validate]")) {
    const checked = {};
    let timer = 0;
    let latest = 0;
    const editable = (el) =>
      el && el.name && el.name !== "__intent__" && /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) && !/^(hidden|submit|button|file|image|reset)$/.test(el.type);
    const textOf = (name) => {
      const body = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === "string" && key !== "__intent__") body.append(key, value);
      return { body, value: body.getAll(name).join("\u0000") };
    };
    const validate = (field) => {
      const { body, value } = textOf(field.name);
      checked[field.name] = value;
      body.set("__intent__", JSON.stringify({ type: "validate", payload: { name: field.name } }));
      const serial = ++latest;
      window
        .fetch(form.action, { method: "POST", body, credentials: "same-origin" })
        .then((response) => (response.status === 422 ? response.text() : null))
        .then((html) => {
          if (!html || serial !== latest) return;
          const page = new window.DOMParser().parseFromString(html, "text/html");
          const answered = page.getElementById(field.id);
          const message = page.getElementById(field.id + "-error");
          const shown = document.getElementById(field.id + "-error");
          if (!answered || !message || !shown) return;
          shown.innerHTML = message.innerHTML;
          for (const name of ["aria-invalid", "aria-describedby"]) {
            const next = answered.getAttribute(name);
            if (next === null) field.removeAttribute(name);
            else field.setAttribute(name, next);
          }
        })
        .catch(() => undefined);
    };
    form.addEventListener("focusout", (event) => {
      const field = event.target;
      const next = event.relatedTarget;
      // Leaving a field for the form's own submit button posts nothing: the submit validates.
      if (next && next.form === form && next.type === "submit") return;
      if (!editable(field) || checked[field.name] === textOf(field.name).value) return;
      window.clearTimeout(timer);
      validate(field);
    });
    form.addEventListener("input", (event) => {
      const field = event.target;
      if (!editable(field) || field.getAttribute("aria-invalid") !== "true") return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => validate(field), 250);
    });
  }
})();
