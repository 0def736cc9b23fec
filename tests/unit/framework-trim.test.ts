import { parse } from "acorn";
import { describe, expect, it } from "vitest";
import { flagSpans, messageSpans } from "../../scripts/vite-framework-trim";

const parsed = (code: string) => parse(code, { ecmaVersion: "latest", sourceType: "module" });
const spansOf = (code: string) => messageSpans(parse(code, { ecmaVersion: "latest", sourceType: "module" }), code).map((n) => code.slice(n.start, n.end));

describe("the framework's developer messages in the browser build (issue 54)", () => {
  it("takes the message of invariant, warning and console calls, and of new Error", () => {
    const code = [
      'invariant(route, "You must render this element inside a <DataRouterContext.Provider> element");',
      'warning(false, `No routes matched location "${path}" anywhere in the tree`);',
      'console.warn("Detected a manifest version mismatch during eager route discovery");',
      'throw new Error("Redirects returned/thrown from loaders/actions must have a Location header");',
      'warnOnce(seen, "A long message about " + key + " that a developer reads");',
    ].join("\n");
    expect(spansOf(code)).toEqual([
      '"You must render this element inside a <DataRouterContext.Provider> element"',
      '`No routes matched location "${path}" anywhere in the tree`',
      '"Detected a manifest version mismatch during eager route discovery"',
      '"Redirects returned/thrown from loaders/actions must have a Location header"',
      '"A long message about " + key + " that a developer reads"',
    ]);
  });

  it("leaves conditions, short messages, values logged and other calls alone", () => {
    const code = [
      'invariant(match.route.id === "root", "short");',
      "console.error(error);",
      'element.setAttribute("data-a-long-attribute-name-here", "some value that is long enough");',
      'const names = "accent-height alignment-baseline arabic-form baseline-shift";',
    ].join("\n");
    expect(spansOf(code)).toEqual([]);
  });

  it("keeps the messages the portal reads: a route module that failed to load (chunk-reload.ts)", () => {
    const code = "console.error(`Error loading route module \\`${route.module}\\`, reloading page...`);\nconsole.error(\"Another message long enough to be taken\");";
    expect(spansOf(code)).toEqual(['"Another message long enough to be taken"']);
  });

  it("takes Remix's greeting to the developer whole, a message inside it with it", () => {
    const code = 'const s = { __html: `console.log("💿 Hey developer 👋. You can provide a way better UX");` };\nwarning(x, `Hey developer ${new Error("and a long error message inside it").message}`);';
    const spans = spansOf(code);
    expect(spans).toHaveLength(2);
    expect(spans[0]).toContain("Hey developer");
    expect(spans[1]).toContain("and a long error message inside it");
  });
});

describe("Remix's future flags in the browser build (issue 54)", () => {
  it("puts the config's value in place of each read of a flag it sets, and leaves the others", () => {
    const code = "if (window.__remixContext.future.v3_singleFetch) a(); let x = future.v3_lazyRouteDiscovery === true; y = future.v3_unknown; z = other.v3_singleFetch; w = future[name];";
    const found = flagSpans(parsed(code), { v3_singleFetch: true, v3_lazyRouteDiscovery: false });
    expect(found.map(({ node, value }) => [code.slice(node.start, node.end), value])).toEqual([
      ["window.__remixContext.future.v3_singleFetch", true],
      ["future.v3_lazyRouteDiscovery", false],
    ]);
  });
});
