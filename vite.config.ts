import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { frameworkTrim } from "./scripts/vite-framework-trim";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Client chunks that every page loads anyway (the shell), kept
 * together: one file each instead of a dozen small ones, each compressed on its own
 * (docs/decisions/011).
 */
const LAZY_SHELL = /\/app\/ui\/shell\/(SearchCombobox|NotificationPopover|unread-follow|follow-location)\./;
/**
 * The customer frame's kept parts (app/ui/kept.tsx): drawn by the server, so no page's script needs
 * them. A chunk of their own, so the frame's chunk does not take them in with its imports; only the
 * search dropdown, loaded on first use, uses a piece of it (the search form it shares).
 */
const FRAME_DRAWN = /\/app\/ui\/shell\/(CustomerProfileMenu|SideMenu|Footer|AdminBanner|EdgeLiveButton|AccountSwitcher|SmartLink|SearchFrame|RightPanel)\./;
/** The error panels (app/ui/error-panel.tsx) and the public frame they draw in: loaded when an error is shown (issue 54). */
const ERROR_VIEWS = /\/app\/ui\/(error-panel|shell\/(PublicFrame|CopyrightLine))\./;
/** React, React DOM, Remix and its router (the framework every hydrated page loads: the shell chunk). */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/(react|router|server-runtime)|turbo-stream)\//;
/**
 * The signed-in customer frame (side menu, header, bell, right panel, footer): only the `_app`
 * routes draw it, so the admin portal and the public pages do not load it.
 */
const CUSTOMER_SHELL = /\/app\/(ui\/(dialog\/DialogHost|shell\/(Shell|Header|HeaderSearch|NotificationBell|Badge|title))|session\/quick-actions|domain\/banner|offline\/register)\./;
const SHELL = /\/app\/(ui\/(shell\/(copyright|notifications-popover-id|profile-menu)\.|errors|reference|nonce|styles|icons|useHydrated|Notice|public\/plain-html|dialog\/(overlay-close|history-guard)|dom-dialog|chunk-reload|session\/expiry-watch|toast\/ToastRegion|kept)|session\/(quick-actions|return-path|background)|domain\/(banner|session-deadline)|ui\/lite\/lite-context)/;

/**
 * The list pieces the dashboard's lists and the dialogs over them load together: one file instead
 * of six (each small file compressed on its own costs more than its share; measured 1.8 KB gzip
 * less on the ticket thread, docs/decisions/011).
 */
const LIST_KIT = /\/app\/(ui\/(Pager|StatusChip)|domain\/format)\./;
/**
 * The server-validated forms' hook (metadata from the action's answer), their controls' attributes
 * and the draft reader: every form that uses one uses all three (issue 54: one file instead of three).
 */
const FORM_KIT = /\/app\/ui\/(form\/(server-form|props|draft|restored-draft|RestoredDraftNote|FieldErrors)|dialog\/IdempotencyField)\./;
/** Filter bars and their checkbox groups: every list with filters (the dashboard's tabs, My Team, the asset page). */
const FILTER_KIT = /\/app\/ui\/(FilterBar|FilterDisclosure|CheckboxFieldset)\./;
/** The dashboard's tab strip and view toggle: the dashboard's tabs and Home only, not every filtered list. */
const DASHBOARD_KIT = /\/app\/ui\/(ViewToggle|dashboard\/(DashboardTabs|tabs))\./;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths(), frameworkTrim(remixConfig.future ?? {})],
  build: {
    // Browsers of 2020 and later (docs/decisions/002).
    target: "es2020",
    sourcemap: Boolean(process.env.JS_SOURCEMAP),
    // The dialog overlay's chunk (docs/decisions/068) is asked for by every signed-in page's frame:
    // its few imports (the shell's, loaded already) are left to the browser instead of a preload list
    // of file names in that frame's chunk.
    modulePreload: { resolveDependencies: (file, deps) => (/\/DialogOverlay-[\w-]+\.js$/.test(file) ? [] : deps) },
    // terser takes ~4 KB gzip more off the first visit than esbuild (docs/decisions/011). The server
    // build is not minified: its size costs nothing, and its stack traces and profiles keep names.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false }, module: true, toplevel: true },
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (process.env.JS_CHUNKS === "off") return undefined;
          // The shell's lazily loaded parts (and what only they import) stay in chunks of their own.
          if (LAZY_SHELL.test(id)) return undefined;
          // The customer frame's server-drawn parts: none of their code is wanted by a page (issue 54).
          // Their imports that pages do use are named first, so the manual chunk does not take them in.
          if (/\/app\/domain\/links\./.test(id)) return "shell";
          if (/\/app\/ui\/lite\/LiteSwitch\./.test(id)) return "lite-switch";
          if (/\/app\/domain\/search\./.test(id)) return "search";
          // The asset picker's words and rules (and the complaint's, which they read): the form dialogs' own, not the search's.
          if (/\/app\/domain\/(asset-picker|complaints|asset-registration)\./.test(id)) return "picker-rules";
          // The return-path check: the loaders' (the header's Back, issue 54); in the browser only Account Settings reads one.
          if (/\/app\/domain\/return-path\./.test(id)) return "return-path";
          // The count and size formats: a few bytes the frame-wide tab strip also uses (not the whole list kit).
          if (/\/app\/domain\/format\./.test(id)) return "shell";
          // What the kept frame does after a navigation (follow-location.ts, fetched at hydration) and the rules it reads,
          // in its own chunk: the menu and the quick actions are also the server-drawn frame's, whose chunk no page loads.
          if (/\/app\/(ui\/shell\/(follow-location|menu)|domain\/quick-actions)\./.test(id)) return "follow-location";
          if (FRAME_DRAWN.test(id)) return "frame-drawn";
          // The profile menu: kept markup in the customer frame (issue 54), drawn by the admin frame's script.
          if (/\/app\/ui\/shell\/ProfileMenu\./.test(id)) return "profile-menu";
          // The error panels' words and markup (and the public frame an error may need): fetched when an error is shown.
          if (ERROR_VIEWS.test(id)) return "error-panel";
          // The logo and the skip link: drawn by the admin frame and the public frame; the customer frame's are server-drawn.
          if (/\/app\/ui\/shell\/(Logo|SkipLink)\./.test(id)) return "marks";
          // Vite's preload helper is the entry's own need: never in a chunk only some pages load.
          if (id.includes("vite/preload-helper")) return "shell";
          // The framework itself: named here, so it never follows another manual chunk that imports it first.
          if (FRAMEWORK.test(id)) return "shell";
          if (CUSTOMER_SHELL.test(id)) return "app-shell";
          if (SHELL.test(id)) return "shell";
          if (LIST_KIT.test(id)) return "list";
          if (FORM_KIT.test(id)) return "form";
          if (FILTER_KIT.test(id)) return "filters";
          if (DASHBOARD_KIT.test(id)) return "dashboard";
          return undefined;
        },
      },
    },
  },
  server: { port: 3000 },
}));
