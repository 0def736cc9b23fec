/**
 * How the browser suites launch Debian's Chromium (docs/decisions/098).
 *
 * Chromium's full browser, run headless, still builds its address bar's popup as a WebUI page
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own, which redraws as pages load: about
 * a fifth of a core per browser during the suite, for a window nobody sees. Its three features are
 * disabled. Chromium reads only the last `--disable-features` of its command line, and Playwright
 * passes its own list first: ours repeats Playwright's (tests/unit/chromium-args.test.ts fails
 * when Playwright's list gains a name this one lacks).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The address bar's WebUI popup (Chromium 156): renders for nobody in a headless browser. */
export const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * The spare renderer: Chromium starts a renderer process ahead of the next navigation and keeps
 * one waiting. Every test opens a context of its own, whose first page cannot take the spare of
 * another context, so most spares were started for nothing. Without it, a new context's page
 * opened in 155 ms instead of 195 and the renderers used about 60 ms less CPU per test, measured
 * on 25 contexts (a page and two navigations each).
 */
export const SPARE_RENDERER_FEATURES = ["SpareRendererForSitePerProcess"];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES].join(",")}`,
];
