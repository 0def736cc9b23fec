/**
 * The pages the benchmark and the budgets cover. A new route joins by being added here.
 * `auth`: who visits it (public pages have a tighter JavaScript budget).
 */
export interface BenchRoute {
  name: string;
  path: string;
  auth: "public" | "customer";
  /** Lighthouse runs on these (mobile preset, median of 3). */
  lighthouse?: boolean;
  /** The signed-in list page whose throughput is compared with the minimal route. */
  throughput?: "list" | "minimal";
}

export const BENCH_ROUTES: BenchRoute[] = [
  { name: "login", path: "/login", auth: "public", lighthouse: true },
  { name: "faqs", path: "/FAQs", auth: "public" },
  { name: "terms (minimal)", path: "/terms-of-service", auth: "public", throughput: "minimal" },
  { name: "home", path: "/", auth: "customer" },
  { name: "notifications", path: "/notifications", auth: "customer" },
  { name: "account settings", path: "/account-settings", auth: "customer" },
  { name: "tickets", path: "/dashboard/tickets", auth: "customer", throughput: "list", lighthouse: true },
  // The customer's own ticket (mocks/data), so View Messages is allowed.
  { name: "ticket thread", path: "/dashboard/tickets/TCK-100203/messages", auth: "customer" },
  { name: "complaint dialog", path: "/complaints/new", auth: "customer" },
  // Assets (issue 9): the tab, its preferences panel, an asset page (the customer's own, with
  // documents, orders and tickets) and its Request Document dialog. Downloads are not pages.
  { name: "assets", path: "/dashboard/assets", auth: "customer" },
  { name: "asset preferences", path: "/dashboard/assets/preferences", auth: "customer" },
  { name: "asset page", path: "/asset/AST-0001", auth: "customer" },
  { name: "request document", path: "/asset/AST-0001/request-document", auth: "customer" },
];

/** Budgets (issue 4). A failing budget is fixed in the code, not raised. */
export const BUDGETS = {
  signedInJsKB: 110,
  publicJsKB: 95,
  cssKB: 25,
  throughputRatio: 0.35,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
};
