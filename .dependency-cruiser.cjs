// The app's layers, checked by dependency-cruiser (`npm run lint:layers`, run by CI after ESLint;
// docs/decisions/092-layers-checked-by-dependency-cruiser.md).
//
// From the top: routes/ wire everything; forms/; ui/; session/; upstream/; domain/; base
// (app/log/, app/env.server.ts, app/context.ts, and app/profiles.ts: the customer profiles the
// settings name). Type-only imports count too
// (tsPreCompilationDeps): the rules are about layering, not about what reaches the bundle. A
// violation is fixed by moving the shared type or helper down to the lowest layer that uses it,
// never by relaxing a rule here.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "ui-not-session-forms-upstream-routes",
      comment:
        "app/ui/ never imports session/, forms/, upstream/ or routes/: views take data (the shapes they show live beside them or in a lower layer); no route imports.",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/(session|forms|upstream|routes)/" },
    },
    {
      name: "session-not-ui-forms",
      comment: "app/session/ never imports ui/ or forms/: sessions know no screen.",
      severity: "error",
      from: { path: "^app/session/" },
      to: { path: "^app/(ui|forms)/" },
    },
    {
      name: "upstream-not-session-state",
      comment:
        "app/upstream/ never imports session/ or state/: the transport sits below the session and the shared state (token types live beside the transport).",
      severity: "error",
      from: { path: "^app/upstream/" },
      to: { path: "^app/(session|state)/" },
    },
    {
      name: "domain-pure",
      comment: "app/domain/ never imports upstream/, session/, ui/ or forms/: the domain is pure.",
      severity: "error",
      from: { path: "^app/domain/" },
      to: { path: "^app/(upstream|session|ui|forms)/" },
    },
    {
      name: "base-not-domain",
      comment:
        "The base (app/log/, app/env.server.ts, app/context.ts, app/profiles.ts) never imports domain/: the base is below all.",
      severity: "error",
      from: { path: "^app/(log/|env\\.server\\.ts$|context\\.ts$|profiles\\.ts$)" },
      to: { path: "^app/domain/" },
    },
    {
      name: "forms-not-routes",
      comment: "app/forms/ never imports routes/: no route imports.",
      severity: "error",
      from: { path: "^app/forms/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "no-circular",
      comment: "No circular imports anywhere in app/: extract the piece both sides share into its own file.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Scan app/ only (the npm script passes `app`); never descend into packages or builds.
    includeOnly: "^app/",
    exclude: { path: "(^|/)(node_modules|build)/" },
    doNotFollow: { path: "node_modules" },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    // `~/` is app/ (tsconfig.json "paths").
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".jsx", ".d.ts"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
