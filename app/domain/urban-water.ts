/**
 * The urban-water lead form (spec document 3 sections 3, 4, 5, 8, 9): fields, patterns, limits
 * and the spec's messages word for word. Pure; the page imports the limits, the server schema
 * (urban-water-schema.server.ts) the patterns.
 */
export const URBAN_WATER_HEADING = "To know more about our solutions and a free plant Health checkup, drop your details";
export const URBAN_WATER_SUCCESS = "We have received your registration request. Someone from Thermax will connect with you soon.";
export const FORM_TYPE = "Urban Water";
/** Seconds before a new captcha may be asked for, with JavaScript (spec: captcha countdown 30 s). */
export const CAPTCHA_COUNTDOWN_S = 30;
/** How long the returned message of a 400 stays, with JavaScript (spec: urban-water toast 5 s). */
export const URBAN_WATER_TOAST_MS = 5000;

/**
 * The spec's message first, then what is expected (issue 32 §3): a departure from the spec's words,
 * recorded in docs/decisions/079. The captcha's message already says it.
 */
export const URBAN_WATER_MESSAGES = {
  name: "Invalid Name. Enter your name, letters and spaces only.",
  mobileNumber: "Invalid Phone Number. Enter your 10-digit mobile number.",
  email: "Please enter valid email address, such as name@company.com.",
  pinCode: "Invalid Pin Code. Enter your 6-digit PIN code.",
  buildingName: "Invalid Value. Enter your building's name: letters, digits, spaces and & ( ) , . - / ' # only.",
  captchaAnswer: "CAPTCHA is required. Please solve the question.",
} as const;

/** Typed-length caps (spec: name 80, phone 10, e-mail 50; building name and answer are ours). */
export const URBAN_WATER_LIMITS = {
  name: 80,
  email: 50,
  mobileNumber: 10,
  pinCode: 6,
  buildingName: 100,
  captchaAnswer: 4,
} as const;

export const URBAN_WATER_PATTERNS = {
  /** Letters (any script, accents and combining marks included) and spaces. */
  name: /^[\p{L}\p{M} ]+$/u,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  /** Exactly 10 digits. */
  mobileNumber: /^\d{10}$/,
  /** Indian PIN code: 6 digits, the first not zero. */
  pinCode: /^[1-9]\d{5}$/,
  /** Company-name characters (spec document 3 section 5) plus / ' # of street addresses. */
  buildingName: /^[\p{L}\p{N} &_(),.\-/'#]+$/u,
} as const;

export type UrbanWaterField = keyof typeof URBAN_WATER_MESSAGES;
/** The form's values, for the page's typed form metadata. */
export type UrbanWaterValues = Partial<Record<UrbanWaterField, string>>;

/** The fields in page order (the first one in error takes the focus). */
export const URBAN_WATER_FIELDS: readonly UrbanWaterField[] = ["name", "email", "mobileNumber", "pinCode", "buildingName", "captchaAnswer"];

/** A captcha image the portal will render: an SVG or PNG base64 `data:` URL of sane size. */
export function isCaptchaImage(value: unknown): value is string {
  return typeof value === "string" && value.length <= 60_000 && /^data:image\/(?:svg\+xml|png);base64,[A-Za-z0-9+/]+={0,2}$/.test(value);
}
