import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { ErrorPanel } from "./errors";
import { PublicFrame } from "./shell/PublicFrame";

/**
 * The page server.js sends when it refuses a request before Remix sees it (a body over its
 * limit, a form type the route does not take, a foreign Origin): the public frame and the error
 * panel, with the portal's stylesheet and no script. The text names the limit.
 */
export function refusalHtml({ status, title, text, reference, stylesheet }: { status: number; title: string; text: string; reference: string; stylesheet: string }): string {
  const body = renderToStaticMarkup(
    <MemoryRouter>
      <PublicFrame>
        <ErrorPanel status={status} title={title} text={text} reference={reference} />
      </PublicFrame>
    </MemoryRouter>,
  );
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} | Thermax Customer Portal</title><link rel="stylesheet" href="${escape(stylesheet)}"></head><body class="min-h-screen bg-slate-50 font-sans text-ink antialiased">${body}</body></html>`;
}
