/**
 * Server-rendered pages of the identity stand-in: plain HTML forms that work without JavaScript,
 * no external assets, labelled inputs, one <main> landmark and a heading per page.
 */
import { POLICIES, type Policy } from "./config";

export function esc(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Poppins,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#333;background:#f4f6f8;line-height:1.5}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.brand{margin:0 0 1rem;font-weight:600;color:#DA291C;letter-spacing:.02em}
h1{font-size:1.4rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #767676;border-radius:4px}
input[aria-invalid="true"]{border-color:#b3261e}
button{font:inherit;padding:.6rem 1rem;border-radius:4px;border:1px solid #007ACC;cursor:pointer}
.primary{background:#007ACC;color:#fff;width:100%;margin-top:1rem}
.secondary{background:#fff;color:#005a96;margin-top:.75rem}
.actions{display:flex;gap:.5rem;flex-wrap:wrap}
:focus-visible{outline:3px solid #DA291C;outline-offset:2px}
.alert{margin:1rem 0 0;padding:.6rem .75rem;border-left:4px solid #b3261e;background:#fdecea;color:#7a1b14}
.status{margin:1rem 0 0;padding:.6rem .75rem;border-left:4px solid #1e7b34;background:#e8f5ec;color:#14532d}
.hint{color:#555;font-size:.9rem;margin:.25rem 0 0}
a{color:#005a96}
`;

export function headingFor(policy: Policy | null): string {
  if (policy === POLICIES.admin) return "Admin sign-in";
  if (policy === POLICIES.signup) return "Sign up";
  return "Sign in";
}

export function layout(title: string, heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${esc(title)} – Thermax</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Thermax customer portal</p>
<h1>${esc(heading)}</h1>
${body}
</main>
</body>
</html>`;
}

function alertBlock(id: string, message?: string): string {
  return message ? `<p role="alert" id="${id}" class="alert">${esc(message)}</p>` : "";
}

function statusBlock(message?: string): string {
  return message ? `<p role="status" class="status">${esc(message)}</p>` : "";
}

export interface EmailStepView {
  policy: Policy;
  action: string;
  email: string;
  error?: string;
  status?: string;
  /** Shown for users whose e-mail verification is pending. */
  resendVerificationAction?: string;
}

export function emailStep(v: EmailStepView): string {
  const invalid = v.error ? ` aria-invalid="true" aria-describedby="email-error"` : "";
  const intro =
    v.policy === POLICIES.signup
      ? "Enter your e-mail address. We will send you a one-time code to verify it."
      : "Enter your e-mail address. We will send you a one-time code to sign in.";
  const resend = v.resendVerificationAction
    ? `<form method="post" action="${esc(v.resendVerificationAction)}">
<input type="hidden" name="email" value="${esc(v.email)}">
<button type="submit" class="secondary">Resend verification e-mail</button>
</form>`
    : "";
  return layout(
    headingFor(v.policy),
    headingFor(v.policy),
    `<p>${esc(intro)}</p>
${statusBlock(v.status)}
<form method="post" action="${esc(v.action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" autocapitalize="off" spellcheck="false" required autofocus value="${esc(v.email)}"${invalid}>
${alertBlock("email-error", v.error)}
<button type="submit" class="primary">Send code</button>
</form>
${resend}`,
  );
}

export interface CodeStepView {
  policy: Policy;
  action: string;
  restartAction: string;
  email: string;
  code: string;
  error?: string;
  status?: string;
}

export function codeStep(v: CodeStepView): string {
  const invalid = v.error
    ? ` aria-invalid="true" aria-describedby="code-hint code-error"`
    : ` aria-describedby="code-hint"`;
  return layout(
    headingFor(v.policy),
    headingFor(v.policy),
    `<p>We sent a 6-digit code to <strong>${esc(v.email)}</strong>.</p>
${statusBlock(v.status)}
<form method="post" action="${esc(v.action)}" novalidate>
<label for="code">One-time code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus value="${esc(v.code)}"${invalid}>
<p id="code-hint" class="hint">The code is valid for 10 minutes.</p>
${alertBlock("code-error", v.error)}
<button type="submit" name="action" value="verify" class="primary">Sign in</button>
<div class="actions">
<button type="submit" name="action" value="resend" class="secondary">Send a new code</button>
</div>
</form>
<form method="post" action="${esc(v.restartAction)}">
<button type="submit" class="secondary">Use a different e-mail</button>
</form>`,
  );
}

export function registeredPage(v: { email: string; loginUrl?: string }): string {
  return layout(
    "Thanks for registering",
    "Thanks for registering",
    `<p role="status">We have verified <strong>${esc(v.email)}</strong>.</p>
<p>An engineer will onboard you to the portal. You will receive a welcome e-mail within 5 minutes.</p>
${v.loginUrl ? `<p><a href="${esc(v.loginUrl)}">Back to the portal sign-in</a></p>` : ""}`,
  );
}

export function errorPage(v: { heading?: string; message: string; loginUrl?: string }): string {
  const heading = v.heading ?? "Something went wrong";
  return layout(
    heading,
    heading,
    `<p role="alert" class="alert">${esc(v.message)}</p>
${v.loginUrl ? `<p><a href="${esc(v.loginUrl)}">Back to the portal sign-in</a></p>` : ""}`,
  );
}

/** End-session confirmation (rpInitiatedLogout). `form` is the library's hidden form. */
export function logoutPage(form: string): string {
  // The library's form has id="op.logoutForm"; the buttons submit it without scripts.
  return layout(
    "Sign out",
    "Sign out",
    `${form}
<p>Do you want to sign out of the Thermax identity service?</p>
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>
</div>`,
  );
}

export function loggedOutPage(): string {
  return layout("Signed out", "Signed out", `<p role="status">You have been signed out.</p>`);
}
