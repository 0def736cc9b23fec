import type { Expression, Node, Program, SpreadElement } from "acorn";
import { simple } from "acorn-walk";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * The router's and Remix's developer messages, shortened in the browser build (issue 54,
 * docs/decisions/011). React ships its production build with numbered errors; React Router and
 * Remix ship one build whose `invariant` and `warning` calls carry a sentence for the developer
 * (about 2 KB gzip on every page, none of it ever shown to a customer: the portal's error panels
 * use their own words). Here each such sentence becomes a short tag naming the package, so a
 * thrown invariant still says where it came from in the console and in error reports. The server
 * build keeps the full sentences, and so does the development server.
 */
const PACKAGES = /\/node_modules\/(@remix-run\/(?:router|react)|react-router|react-router-dom)\/dist\/.+\.js$/;
/** The calls whose argument at this index is a message for the developer only. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  invariant: 1,
  warning: 1,
  warningOnce: 1,
  warnOnce: 1,
  UNSAFE_invariant: 1,
  UNSAFE_warning: 1,
};
/** Shorter than this, a message costs less than the tag. */
const SHORTEST = 24;

/** Is this a text: a string, a template, or a concatenation with one? */
function isText(node: Expression | SpreadElement): boolean {
  if (node.type === "Literal") return typeof node.value === "string";
  if (node.type === "TemplateLiteral") return true;
  if (node.type === "BinaryExpression" && node.operator === "+") return isText(node.left as Expression) || isText(node.right);
  return false;
}

/** Is this argument a message worth shortening (a text as long as the tag at least)? */
function isMessage(node: Expression | SpreadElement | undefined): boolean {
  return node !== undefined && isText(node) && node.end - node.start >= SHORTEST;
}

/** The spans of `code` (a module of one of the packages) that hold a developer's message. */
export function messageSpans(program: Program, code: string): Node[] {
  const found: Node[] = [];
  simple(program, {
    CallExpression(call) {
      const { callee, arguments: args } = call;
      let index: number | undefined;
      if (callee.type === "Identifier") index = MESSAGE_ARGUMENT[callee.name];
      else if (callee.type === "MemberExpression" && callee.object.type === "Identifier" && callee.object.name === "console") index = 0;
      if (index !== undefined && isMessage(args[index])) found.push(args[index]);
    },
    NewExpression(node) {
      if (node.callee.type === "Identifier" && node.callee.name === "Error" && isMessage(node.arguments[0])) found.push(node.arguments[0]);
    },
    // Remix's default root error boundary greets the developer in a script of its own (never drawn
    // here: the root has its own boundary).
    TemplateLiteral(node) {
      if (code.slice(node.start, node.end).includes("Hey developer")) found.push(node);
    },
  });
  // Outermost first; a message inside one already shortened goes with it.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  let reached = -1;
  return found.filter((node) => {
    if (node.start < reached) return false;
    reached = node.end;
    return true;
  });
}

export function frameworkMessages(): Plugin {
  let enabled = false;
  return {
    name: "portal:framework-messages",
    apply: "build",
    configResolved(config) {
      enabled = config.mode === "production";
    },
    transform(code, id, options) {
      if (!enabled || options?.ssr) return null;
      const tag = id.match(PACKAGES)?.[1];
      if (!tag) return null;
      const spans = messageSpans(this.parse(code) as unknown as Program, code);
      if (!spans.length) return null;
      const out = new MagicString(code);
      for (const span of spans) out.overwrite(span.start, span.end, JSON.stringify(`${tag}: see the development build`));
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
