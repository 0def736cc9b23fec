import { readFileSync } from "node:fs";
import { z } from "zod";
import { parseLookOnlyProfiles } from "./profiles";

/**
 * Every setting the portal reads, validated once at start-up. `npm start` and the tests pass the
 * embedded upstream's values (scripts/start.js); production must set them (README lists them).
 * Nothing here reaches the browser.
 */
const list = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** The portal's own origin: the only Origin allowed on non-GET requests, and the OAuth redirect base. */
  PORTAL_ORIGIN: z.url().optional(),
  /** Comma-separated; the first signs, all verify (rotation). */
  SESSION_SECRET: z.string().min(16),
  /**
   * The key(s) the upstream signs survey links with (docs/decisions/025); comma-separated, every
   * one verifies (rotation). Required in production; elsewhere the development default.
   */
  SURVEY_LINK_SECRET: z.string().min(16).optional(),
  UPSTREAM_URL: z.url(),
  IDENTITY_ISSUER: z.url(),
  IDENTITY_CLIENT_ID: z.string().min(1),
  IDENTITY_CLIENT_SECRET: z.string().min(1),
  IDENTITY_SIGNIN_POLICY: z.string().default("B2C_1_signin"),
  IDENTITY_SIGNUP_POLICY: z.string().default("B2C_1_signup"),
  IDENTITY_ADMIN_POLICY: z.string().default("B2C_1_admin"),
  INTERNAL_EMAIL_DOMAINS: list.default(["thermax.test"]),
  PARTNER_EMAIL_DOMAINS: list.default(["thermaxglobal.test", "tbwes.test", "thermax-onsite.test"]),
  /** The look-only customer profiles (may look, may not submit): decision 006's addendum. */
  LOOK_ONLY_PROFILES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseLookOnlyProfiles(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SESSION_IDLE_TIMEOUT_S: seconds(1800),
  SESSION_MAX_AGE_S: seconds(12 * 60 * 60),
  /** How long the feedback asked after Logout may be given, signed out (docs/decisions/091). */
  LOGOUT_FEEDBACK_S: seconds(300),
  /** Secure + __Host- cookies; defaults to on in production. */
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  EDGE_LIVE_URL: z.url().default("https://edgelive.thermaxglobal.com/"),
  CHAT_URL: z.url().default("https://wa.me/918669000000?text=Hi"),
  WHATSAPP_URL: z.url().default("https://wa.me/918669000000"),
  HELPLINE_PHONE: z.string().default("1800 209 0115"),
  SUPPORT_EMAIL: z.email().default("customer.portal@thermax.test"),
  /** Shared state for several instances (docs/decisions/037); memory when unset. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").optional(),
  /**
   * Pushed notifications (docs/decisions/058, 062): streams one user may hold open on one instance
   * (a browser needs one per open tab), streams one instance holds in all (about 40 KB of heap
   * each), and stream opens per minute per user and per client address. Past them the stream is
   * refused (429, or 503 for the instance) and the page polls instead.
   */
  NOTIFICATION_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  NOTIFICATION_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(2000),
  NOTIFICATION_STREAM_OPENS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  NOTIFICATION_STREAM_OPENS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * The invite dialog (docs/decisions/062): e-mail checks when the field is left (each an upstream
   * lookup of any address), per user and per client address, and invites sent per user (the
   * submit names why an address cannot be invited), all per 15 minutes. Past them 429.
   */
  INVITE_CHECKS_PER_USER: z.coerce.number().int().min(1).default(20),
  INVITE_CHECKS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  INVITE_SUBMITS_PER_USER: z.coerce.number().int().min(1).default(30),
  /** List downloads (CSV or Excel, issue 44 §2) per user in 15 minutes: each reads every page of a list upstream (docs/decisions/102). */
  LIST_EXPORTS_PER_USER: z.coerce.number().int().min(1).default(60),
  /**
   * Asset labels printed per user in 15 minutes (issue 51 §6): a sheet of ticked assets asks the
   * upstream for each one, so a sheet counts its labels. Past it 429.
   */
  LABELS_PER_USER: z.coerce.number().int().min(1).default(500),
  /** Service records (five figures over a year of lists, docs/decisions/103) per user in 15 minutes. Past it 429. */
  SERVICE_RECORDS_PER_USER: z.coerce.number().int().min(1).default(30),
  /** Rows asked per upstream page while a list is downloaded (the e2e suite asks small pages to read several). */
  LIST_EXPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(100),
  /** How often the bell asks for the unread count with JavaScript, in seconds (docs/decisions/039). */
  NOTIFICATION_POLL_S: seconds(30),
  /** The resin tool that /resin opens (docs/decisions/040). */
  RESIN_TOOL_URL: z.url().default("https://resin.thermaxglobal.com/"),
  /**
   * The provider's pharma offering page that /pharma shows full screen (docs/decisions/052): http(s),
   * no user name or password. Its origin, and only it, is the pharma page's CSP frame-src.
   */
  PHARMA_PAGE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), "must not carry a user name or password")
    .default("https://www.thermaxglobal.com/pharma/"),
  /**
   * The address the metrics port (METRICS_PORT) listens on: loopback unless a scraper on another
   * machine needs it (then the private network's address, or 0.0.0.0 behind a firewall). An IP
   * address or a host name (docs/decisions/062).
   */
  METRICS_HOST: z
    .string()
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9.-]{0,252}|[0-9A-Fa-f:.]{2,45})$/, "must be an IP address or a host name")
    .default("127.0.0.1"),
  /**
   * Upload slots (server/body.js, docs/decisions/062): multipart uploads one user (or, without a
   * session, one client address) may have in flight at once, and the process in all.
   */
  UPLOADS_PER_USER: z.coerce.number().int().min(1).max(16).default(2),
  UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(16),
  /** An upload being read that sends no byte for this long gives its slot back (408). */
  UPLOAD_STALL_S: z.coerce.number().int().min(1).max(600).default(30),
  /** An upload slower than this on average (bytes per second, after UPLOAD_STALL_S) gives its slot back; 0 turns it off. */
  UPLOAD_MIN_BYTES_PER_S: z.coerce.number().int().min(0).default(1024),
  /**
   * The operator's own Terms of Service (issue 42 §7; docs/decisions/097, 111): an address the page
   * sends visitors to (TERMS_URL, http or https), or an HTML file the portal shows in its frame
   * (TERMS_FILE, read here at start: a path that cannot be read stops the start; sanitised when
   * shown). Neither set: the page says no terms are published yet, and production warns at start.
   */
  TERMS_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), "must not carry a user name or password")
    .optional(),
  TERMS_FILE: z.string().min(1).optional(),
  /**
   * Where the spec's analytics events go (spec document 1 section 4; docs/decisions/095): an HTTP(S)
   * collector that receives each event as a JSON POST, sent by the server (no script in the page).
   * Unset (the default): the events are only counted in the metrics.
   */
  ANALYTICS_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), "must not carry a user name or password")
    .optional(),
  /** The data-protection contact named in the privacy policy (spec document 2 section 2.16). */
  DATA_PROTECTION_EMAIL: z.email().default("dataprotection@thermax.test"),
});

/**
 * Secrets that are, or once were, written in this repository (demo and test values). Anyone can
 * read them, so anyone could forge a session or a survey link with them: production refuses them. A
 * test checks that every SESSION_SECRET and SURVEY_LINK_SECRET literal in the repository is listed
 * here or too short for production.
 */
export const REPOSITORY_SECRETS: readonly string[] = [
  "demo-only-session-secret-change-me",
  "unit-test-session-secret-0123456789",
  "own-portal-test-secret-0123456789abcdef",
  "shutdown-test-secret-0123456789",
  // Survey-link keys: the development default and the test vector of docs/upstream-api.md.
  "development-only-survey-link-secret-not-for-production",
  "test-vector-key-0123456789abcdef0123",
];

/**
 * SURVEY_LINK_SECRET when it is not set outside production: the embedded upstream signs with the
 * same default (mocks/survey-signature.ts), so a development portal and `npm run mock` agree with
 * no setting. `npm start` gives both processes a random key instead.
 */
export const DEVELOPMENT_SURVEY_LINK_SECRET = "development-only-survey-link-secret-not-for-production";

/** Production needs long secrets nobody else knows (docs/decisions/015-hardening.md). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** Why a SESSION_SECRET or SURVEY_LINK_SECRET value may not be used in production, or null. */
export function productionSecretProblem(value: string): string | null {
  const secrets = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) return "is empty";
  if (secrets.some((s) => s.length < MIN_PRODUCTION_SECRET_LENGTH)) {
    return `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters for each secret in production`;
  }
  if (secrets.some((s) => REPOSITORY_SECRETS.includes(s))) return "is a value written in the repository; choose a random one";
  return null;
}

/** Why the survey-link key(s) may not be used in production, or null: as SESSION_SECRET, and required. */
function productionSurveyKeyProblem(value: string | undefined): string | null {
  if (value === undefined) return "is required in production (the key the upstream signs survey links with)";
  return productionSecretProblem(value);
}

export type Env = z.infer<typeof schema> & {
  PORTAL_ORIGIN: string;
  COOKIE_SECURE: boolean;
  SURVEY_LINK_SECRET: string;
  /** TERMS_FILE's text as it was read at start; undefined without TERMS_FILE. */
  TERMS_TEXT?: string;
};

/** Why a file named by a setting could not be read, in words. */
function unreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "a folder, not a file";
  if (code === "EACCES" || code === "EPERM") return "not allowed to read it";
  return (error as Error).message;
}

/** TERMS_FILE's text, read once at start, or why it cannot be read (issue 53 §3). */
function readTermsFile(file: string): { text: string } | { problem: string } {
  try {
    return { text: readFileSync(file, "utf8") };
  } catch (error) {
    return { problem: `TERMS_FILE: cannot read ${file} (${unreadable(error)}); name the operator's terms (an HTML file) or unset it` };
  }
}

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}\nSee README.md, "Environment variables".`);
  }
  const env = result.data;
  const production = env.NODE_ENV === "production";
  const problems: string[] = [];
  const sessionProblem = production ? productionSecretProblem(env.SESSION_SECRET) : null;
  if (sessionProblem) problems.push(`SESSION_SECRET: ${sessionProblem}`);
  // A repository key would let anyone sign a survey link: production needs its own, as for sessions.
  const surveyProblem = production ? productionSurveyKeyProblem(env.SURVEY_LINK_SECRET) : null;
  if (surveyProblem) problems.push(`SURVEY_LINK_SECRET: ${surveyProblem}`);
  // The operator's terms are read now, so a wrong path stops the start instead of breaking the page later.
  const terms = env.TERMS_FILE === undefined ? undefined : readTermsFile(env.TERMS_FILE);
  if (terms && "problem" in terms) problems.push(terms.problem);
  if (problems.length) {
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}\nSee README.md, "Environment variables".`);
  }
  return {
    ...env,
    SURVEY_LINK_SECRET: env.SURVEY_LINK_SECRET ?? DEVELOPMENT_SURVEY_LINK_SECRET,
    PORTAL_ORIGIN: (env.PORTAL_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    TERMS_TEXT: terms && "text" in terms ? terms.text : undefined,
  };
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The staff and partner e-mail domains, as the role rules take them (app/domain/roles.ts). */
export function emailDomains() {
  const e = env();
  return { provider: e.INTERNAL_EMAIL_DOMAINS, partners: e.PARTNER_EMAIL_DOMAINS };
}

/** Tests swap settings without touching process.env. */
export function setEnvForTests(next: Env | undefined) {
  cached = next;
}
