import { describe, expect, it } from "vitest";
import { choiceErrors, type ChosenFile } from "./choice";
import { parseUpload } from "./multipart.server";
import { COMPLAINT_UPLOAD_RULES, PROFILE_PICTURE_RULES, uploadView, type UploadRules } from "./rules";
import { pdf, png } from "../../tests/support/sample-files";

const MB = 1024 * 1024;

const PNG = png();

/** The same files as the server reads them: real content (a PDF, else a PNG padded to its size). */
function asFile({ name, size }: ChosenFile): File {
  const body = name.toLowerCase().endsWith(".pdf") ? pdf(size) : size <= PNG.length ? PNG : Uint8Array.from({ length: size }, (_, i) => PNG[i] ?? 0);
  return new File([new Uint8Array(body)], name);
}

/** What the server's upload reader refuses of the same choice, in its words. */
async function serverErrors(files: ChosenFile[], rules: UploadRules): Promise<string[]> {
  const form = new FormData();
  for (const f of files) form.append(rules.field, asFile(f));
  const read = await parseUpload(new Request("http://portal.test/complaints/new", { method: "POST", body: form }), rules);
  return read.ok ? (read.fieldErrors[rules.field] ?? []) : [read.message];
}

describe("a choice of files checked in the browser (issue 32 §3)", () => {
  const cases: [string, ChosenFile[], UploadRules][] = [
    ["a 6 MB file and a 51-character name", [{ name: "big-report.pdf", size: 6 * MB }, { name: `${"a".repeat(47)}.png`, size: PNG.length }], COMPLAINT_UPLOAD_RULES],
    ["a type the form does not take", [{ name: "setup.exe", size: 1000 }, { name: "ok.pdf", size: 4000 }], COMPLAINT_UPLOAD_RULES],
    ["six small files", Array.from({ length: 6 }, (_, i) => ({ name: `scan-${i}.pdf`, size: 4000 })), COMPLAINT_UPLOAD_RULES],
    ["six files too heavy together", Array.from({ length: 6 }, (_, i) => ({ name: `scan-${i}.pdf`, size: 5 * MB - 10 })), COMPLAINT_UPLOAD_RULES],
    ["a fine choice", [{ name: "Report.PDF", size: 4000 }, { name: "photo.png", size: PNG.length }], COMPLAINT_UPLOAD_RULES],
    ["a profile picture over 250KB", [{ name: "IMG_20261126_101530.png", size: 300 * 1024 }], PROFILE_PICTURE_RULES],
    ["a profile picture of another type", [{ name: "IMG_20261126_101530.pdf", size: 4000 }], PROFILE_PICTURE_RULES],
    ["a phone camera's picture (its name fitted by the portal)", [{ name: "IMG_20261126_101530.png", size: PNG.length }], PROFILE_PICTURE_RULES],
  ];
  it.each(cases)("says what the server says of %s", async (_, files, rules) => {
    expect(choiceErrors(files, uploadView(rules).check)).toEqual(await serverErrors(files, rules));
  });

  it("names each refused file, or gives the message alone on a one-file field", () => {
    expect(choiceErrors([{ name: "big.pdf", size: 6 * MB }], uploadView(COMPLAINT_UPLOAD_RULES).check)).toEqual(["big.pdf: Exceeds maximum file size - 5MB"]);
    expect(choiceErrors([{ name: "me.gif", size: 10 }], uploadView(PROFILE_PICTURE_RULES).check)).toEqual(["Invalid file type, allowed file types are - ,.jpeg,.jpg,.png"]);
    expect(choiceErrors([], uploadView(COMPLAINT_UPLOAD_RULES).check)).toEqual([]);
  });
});
