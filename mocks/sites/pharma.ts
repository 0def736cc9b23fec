/**
 * A stand-in for the provider's pharma offering page, which the portal's /pharma shows full screen
 * (PHARMA_PAGE_URL; `npm start` and the tests point it here). Like the real page must, it lets the
 * portal's origins frame it (`frame-ancestors`) and nobody else; it runs no script.
 */
const OFFERS = [
  ["Pure steam and clean steam generators", "Pyrogen-free steam for sterilisers, autoclaves and SIP, to pharmacopoeia limits."],
  ["Purified water and WFI systems", "Reverse osmosis, EDI and multi-column distillation, validated and documented for audits."],
  ["Process heating and cooling", "Thermal fluid heaters, absorption chillers and heat pumps for reactors, dryers and HVAC."],
  ["Effluent treatment and zero liquid discharge", "Solvent-laden and high-COD streams treated, water recovered for reuse."],
] as const;

export function pharmaPageHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${portalOrigins.join(" ") || "'none'"}; base-uri 'none'; form-action 'none'`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  };
}

export function pharmaPageHtml(): string {
  const cards = OFFERS.map(
    ([title, text]) => `<li><h3>${title}</h3><p>${text}</p></li>`,
  ).join("");
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Thermax for the pharmaceutical industry</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#fff}
.hero{background:#0b3a5b;color:#fff;padding:48px 24px}
.hero h1{margin:0 0 12px;font-size:clamp(24px,4vw,40px)}
.hero p{margin:0;max-width:720px;font-size:18px;line-height:1.5}
main{padding:32px 24px;max-width:1100px;margin:0 auto}
ul{list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
li{border:1px solid #d1d5db;border-radius:8px;padding:16px}
h3{margin:0 0 8px;color:#0b3a5b}
p{line-height:1.5}
</style></head>
<body>
<header class="hero"><h1>Engineering for pharma, from utilities to effluent</h1>
<p>Clean utilities, validated water systems and energy-efficient heating and cooling for formulation and API plants.</p></header>
<main><h2>What we offer</h2><ul>${cards}</ul>
<p>Ask your Thermax account manager for a site assessment.</p></main>
</body></html>`;
}
