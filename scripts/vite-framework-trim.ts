import type { Expression, MemberExpression, Node, Program, SpreadElement } from "acorn";
import { simple } from "acorn-walk";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * The framework's browser build, trimmed of what the portal never runs (issue 54,
 * docs/decisions/011). React ships a production build; React Router and Remix ship one build for
 * every app, which carries two things a customer's phone downloads for nothing:
 *
 * - Sentences for the developer: the messages of `invariant` and `warning` calls, of console calls
 *   and of `new Error` (about 2 KB gzip on every page, none of it ever shown to a customer: the
 *   portal's error panels use their own words). Each becomes a short tag naming the package, so a
 *   thrown invariant still says where it came from in the console and in error reports.
 * - Remix's code for the future flags the portal does not use: its `future.v3_*` reads are the
 *   values remix.config.js sets (the same object Remix hands the browser), so the minifier drops
 *   the branches of the other setting (the pre–single-fetch data loading, 0.7 KB gzip).
 *
 * Only the client build is changed; the server build and the development server keep the
 * packages as published.
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
/**
 * Messages the portal reads, kept whole: Remix's log of a route module that failed to load is how
 * app/ui/chunk-reload.ts knows a stale chunk after a deploy (spec's 'chunkLoadError').
 */
export const KEPT_MESSAGES = ["Error loading route module"];
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
  const kept = (node: Node) => KEPT_MESSAGES.some((message) => code.slice(node.start, node.end).includes(message));
  return outermost(found.filter((node) => !kept(node)));
}

/** Remix's future flags the config sets: `future.<flag>` and `….future.<flag>` reads, with the value to put there. */
export function flagSpans(program: Program, future: Record<string, unknown>): { node: Node; value: boolean }[] {
  const found: { node: Node; value: boolean }[] = [];
  /** `name` read as a plain property (`x.name`)? */
  const reads = (node: MemberExpression, name?: string) => !node.computed && node.property.type === "Identifier" && (name === undefined || node.property.name === name);
  simple(program, {
    MemberExpression(node) {
      const { object } = node;
      const onFuture = (object.type === "Identifier" && object.name === "future") || (object.type === "MemberExpression" && reads(object, "future"));
      if (!onFuture || !reads(node) || node.property.type !== "Identifier") return;
      const value = future[node.property.name];
      if (typeof value === "boolean") found.push({ node, value });
    },
  });
  return found;
}

/** Outermost first; a span inside one taken already goes with it. */
function outermost<T extends Node>(found: T[]): T[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  let reached = -1;
  return found.filter((node) => {
    if (node.start < reached) return false;
    reached = node.end;
    return true;
  });
}

/** The plugin; `future` is the Remix plugin's `future` (remix.config.js). */
export function frameworkTrim(future: object): Plugin {
  let enabled = false;
  return {
    name: "portal:framework-trim",
    apply: "build",
    configResolved(config) {
      enabled = config.mode === "production";
    },
    transform(code, id, options) {
      if (!enabled || options?.ssr) return null;
      const tag = id.match(PACKAGES)?.[1];
      if (!tag) return null;
      const program = this.parse(code) as unknown as Program;
      const messages = messageSpans(program, code);
      // A flag read inside a message goes with the message.
      const flags = tag === "@remix-run/react" ? flagSpans(program, future as Record<string, unknown>).filter(({ node }) => !messages.some((m) => m.start <= node.start && node.end <= m.end)) : [];
      if (!messages.length && !flags.length) return null;
      const out = new MagicString(code);
      for (const span of messages) out.overwrite(span.start, span.end, JSON.stringify(`${tag}: see the development build`));
      for (const { node, value } of flags) out.overwrite(node.start, node.end, String(value));
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
