import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const MOCKS = { group: ["**/mocks/**", "~/../mocks/*"], message: "The app never imports mock code." };
const SERVER_MODULE = { regex: "\\.server(\\.[jt]sx?)?$", message: "app/ui/ never imports a .server module: move the code to forms/, session/, domain/ or upstream/, or its type next to the component." };

export default tseslint.config(
  { ignores: ["build/", "build-*/", "node_modules/", "playwright-report/", "test-results/", "bench/results/", ".cache/", "tmp-probe/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", Headers: "readonly", Request: "readonly", setTimeout: "readonly", setInterval: "readonly", AbortController: "readonly", AbortSignal: "readonly", Buffer: "readonly", performance: "readonly" } },
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }] },
  },
  // CommonJS configuration files (.dependency-cruiser.cjs).
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [MOCKS] }],
    },
  },
  // app/ui/ holds components: none is a server module or imports one, not even for a type (the
  // view types a server module builds live next to the component that shows them).
  {
    files: ["app/ui/**/*.{ts,tsx}"],
    ignores: ["app/ui/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [MOCKS, SERVER_MODULE] }] },
  },
  {
    files: ["app/ui/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_MODULE] }] },
  },
  {
    files: ["app/ui/**/*.server.{ts,tsx}", "app/ui/**/*.server.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", { selector: "Program", message: "No server modules under app/ui/: put it in forms/, session/, domain/ or upstream/." }],
    },
  },
);
