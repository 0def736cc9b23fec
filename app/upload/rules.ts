/**
 * Upload rules and their messages, shared by the server helper (multipart.server.ts) and the
 * file input's hint. Spec document 3 sections 5 and 9; choices in docs/decisions/010.
 */
export interface UploadRules {
  /** Name of the file field ("files"). */
  field: string;
  /** Lower-case extensions with the dot, in the order the message lists them. */
  extensions: readonly string[];
  maxFileBytes: number;
  /** Shown in the size message ("5MB"). */
  maxFileLabel: string;
  maxNameLength: number;
  maxFiles: number;
  /** Whole request body, files and fields together. */
  maxTotalBytes: number;
  /** Each text field. */
  maxFieldBytes: number;
  /** The spec's own words for a refusal, where a form has them (the profile picture). */
  messages?: { type?: string; name?: string };
  /** One file at most: its refusals are shown without the file's name in front. */
  bareErrors?: boolean;
  /**
   * The portal shortens a longer name itself (its extension kept) instead of refusing it: the
   * profile picture, whose 20 characters a phone camera's name passes (docs/decisions/069).
   */
  fitName?: boolean;
  /**
   * Photos the portal makes smaller itself (issue 52 §2, decision 109): a file with one of these
   * extensions over `maxFileBytes` and up to `maxBytes` is read to a temporary file and re-encoded
   * by the server (long side 2,560 px, JPEG at 85%, orientation applied, metadata dropped) before
   * it goes upstream; it must then fit `maxFileBytes`. Without it every file keeps `maxFileBytes`.
   */
  images?: { extensions: readonly string[]; maxBytes: number; label: string };
}

/**
 * A file name cut to `max` characters, its extension kept: 'IMG_20261126_101530.png' becomes
 * 'IMG_20261126_101.png' for 20. Names within `max` are unchanged.
 */
export function fitFileName(name: string, max: number): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= max - 1 ? name.slice(dot) : "";
  return `${name.slice(0, max - extension.length).trimEnd()}${extension}`;
}

const MB = 1024 * 1024;
export const COMPLAINT_EXTENSIONS = [".jpeg", ".jpg", ".png", ".pdf", ".xlsx", ".xls", ".docx", ".doc"] as const;

/**
 * Spec document 3 sections 5 and 9: several files, these types, 5MB each, names up to 50. A
 * camera's photo (up to 25MB) is made smaller by the server to fit the 5MB rule (issue 52 §2,
 * decision 109): the post may then carry two of them (50MB) besides its fields.
 */
export const COMPLAINT_UPLOAD_RULES: UploadRules = {
  field: "files",
  extensions: COMPLAINT_EXTENSIONS,
  maxFileBytes: 5 * MB,
  maxFileLabel: "5MB",
  maxNameLength: 50,
  maxFiles: 5,
  maxTotalBytes: 2 * 25 * MB + MB,
  maxFieldBytes: 64 * 1024,
  images: { extensions: [".jpeg", ".jpg", ".png"], maxBytes: 25 * MB, label: "25MB" },
};

/**
 * Ticket message attachments (spec document 2 section 5 says "any type, no limit shown"): the
 * complaint rules, chosen for safety (docs/decisions/012-ticket-thread.md). Pasted images are PNG
 * or JPEG, which these allow.
 */
export const TICKET_MESSAGE_UPLOAD_RULES: UploadRules = { ...COMPLAINT_UPLOAD_RULES };

/** Enquiry documents (issue 23): "the upload rules of the complaint", the same limits and messages. */
export const ENQUIRY_DOCUMENT_UPLOAD_RULES: UploadRules = { ...COMPLAINT_UPLOAD_RULES };

/**
 * The FAQ's Contact Us (issue 53 §3, docs/decisions/113): "the upload rules of the other forms",
 * the complaint's limits and messages; sent to the upstream's mail-us call as `myFiles`.
 */
export const CONTACT_US_UPLOAD_RULES: UploadRules = { ...COMPLAINT_UPLOAD_RULES };

/**
 * The admin's bulk CSV (docs/decisions/029): one .csv file up to 256KB. The confirm step posts
 * the checked file's text back as a field (no server state between preview and send), so a field
 * may hold the whole file too.
 */
export const BULK_CSV_UPLOAD_RULES: UploadRules = {
  field: "file",
  extensions: [".csv"],
  maxFileBytes: 256 * 1024,
  maxFileLabel: "256KB",
  maxNameLength: 100,
  maxFiles: 1,
  maxTotalBytes: 2 * 256 * 1024 + 64 * 1024,
  maxFieldBytes: 256 * 1024,
};

/**
 * The profile picture (spec document 1 sections 5 and 9): one .jpeg, .jpg or .png of at most
 * 250KB with a name of at most 20 characters, in the spec's own messages (the type message keeps
 * the spec's leading comma). The whole post may be larger than the file's limit, so a file just
 * over it still gets the spec's message instead of the 413 page (docs/decisions/043).
 */
export const PROFILE_PICTURE_RULES: UploadRules = {
  field: "profilePicture",
  extensions: [".jpeg", ".jpg", ".png"],
  maxFileBytes: 250 * 1024,
  maxFileLabel: "250KB",
  maxNameLength: 20,
  maxFiles: 1,
  maxTotalBytes: 2 * 1024 * 1024,
  maxFieldBytes: 8 * 1024,
  messages: {
    type: "Invalid file type, allowed file types are - ,.jpeg,.jpg,.png",
    name: "File Name exceeds maximum 20 characters length.",
  },
  bareErrors: true,
  fitName: true,
};

export const uploadMessages = {
  type: (rules: Pick<UploadRules, "extensions" | "messages">) => rules.messages?.type ?? `Invalid file type, allowed file types are - ${rules.extensions.join(",")}`,
  size: (rules: Pick<UploadRules, "maxFileLabel">) => `Exceeds maximum file size - ${rules.maxFileLabel}`,
  /** A photo over the portal's own limit for photos (the spec's words with that limit, decision 109). */
  imageSize: (images: NonNullable<UploadRules["images"]>) => `Exceeds maximum file size - ${images.label}`,
  /** A photo that could not be made small enough, or read as an image. */
  imageUnreadable: (rules: Pick<UploadRules, "maxFileLabel">) => `This photo could not be made smaller than ${rules.maxFileLabel}. Please attach a smaller one.`,
  name: (rules: Pick<UploadRules, "maxNameLength" | "messages">) => rules.messages?.name ?? `File Name cannot be more than ${rules.maxNameLength} characters.`,
  count: (rules: Pick<UploadRules, "maxFiles">) => `You can attach at most ${rules.maxFiles} files.`,
  total: (rules: Pick<UploadRules, "maxFiles" | "maxFileLabel" | "images">) =>
    rules.images
      ? `The upload is too large. Attach at most ${rules.maxFiles} files of up to ${rules.maxFileLabel} each, photos up to ${rules.images.label}, two large photos at most.`
      : `The upload is too large. Attach at most ${rules.maxFiles} files of up to ${rules.maxFileLabel} each.`,
  malformed: "The form could not be read. Please try again.",
};

/** The hint a file input shows: the same rules, in words. */
export function uploadHint(rules: UploadRules): string {
  const base = `Up to ${rules.maxFiles} files, ${rules.maxFileLabel} each, names up to ${rules.maxNameLength} characters. Allowed: ${rules.extensions.join(", ")}`;
  // Issue 52 §2: say that a camera's photo is taken, and what becomes of it.
  return rules.images ? `${base}. Photos (${rules.images.extensions.join(", ")}) up to ${rules.images.label} are made smaller to fit.` : base;
}

/** What a file input needs of the rules (loader data; the server checks everything again). */
export interface UploadView {
  hint: string;
  /** `.jpeg,.jpg,...` for the browser's picker. */
  accept: string;
  /** With JavaScript, a choice is checked at once by these rules, in the server's words (choice.ts). */
  check: ChoiceRules;
}

/** The rules a choice of files is checked by in the browser, with the messages the server gives. */
export interface ChoiceRules {
  extensions: readonly string[];
  maxFileBytes: number;
  /** Photos the server makes smaller: their extensions and limit (decision 109); absent where it does not. */
  images?: { extensions: readonly string[]; maxBytes: number };
  /** 0 when the portal fits the name itself (the profile picture). */
  maxNameLength: number;
  maxFiles: number;
  /** A choice larger than this together is refused whole, as the server would (413). */
  maxChosenBytes: number;
  /** One-file fields show the message alone, others '<name>: <message>'. */
  bare: boolean;
  messages: { type: string; size: string; name: string; count: string; total: string; imageSize?: string };
}

export function uploadView(rules: UploadRules): UploadView {
  return {
    hint: uploadHint(rules),
    accept: rules.extensions.join(","),
    check: {
      extensions: rules.extensions,
      maxFileBytes: rules.maxFileBytes,
      ...(rules.images ? { images: { extensions: rules.images.extensions, maxBytes: rules.images.maxBytes } } : {}),
      maxNameLength: rules.fitName ? 0 : rules.maxNameLength,
      maxFiles: rules.maxFiles,
      // What the server reads before it refuses a post by its length, less room for the fields.
      maxChosenBytes: rules.maxTotalBytes - rules.maxFieldBytes,
      bare: Boolean(rules.bareErrors),
      messages: {
        type: uploadMessages.type(rules),
        size: uploadMessages.size(rules),
        name: uploadMessages.name(rules),
        count: uploadMessages.count(rules),
        total: uploadMessages.total(rules),
        ...(rules.images ? { imageSize: uploadMessages.imageSize(rules.images) } : {}),
      },
    },
  };
}

/** Per-file error text: the file's name, then the spec's message (the message alone for a one-file field). */
export function fileError(fileName: string, message: string, rules?: Pick<UploadRules, "bareErrors">): string {
  return rules?.bareErrors ? message : `${fileName}: ${message}`;
}

