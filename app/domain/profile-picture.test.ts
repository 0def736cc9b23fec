import { describe, expect, it } from "vitest";
import { fitFileName, PROFILE_PICTURE_RULES, uploadMessages } from "~/upload/rules";
import { NO_PICTURE, pictureHref, picturePatch, pictureUrl, pictureVersion, versionAfter } from "./profile-picture";

const STORED = "https://blob.upstream.test/profile-pictures/U-1001-3.png";

describe("profile picture rules", () => {
  it("are the spec's: jpeg, jpg, png; 250KB; names up to 20 characters; its exact messages", () => {
    expect(PROFILE_PICTURE_RULES.extensions).toEqual([".jpeg", ".jpg", ".png"]);
    expect(PROFILE_PICTURE_RULES.maxFileBytes).toBe(250 * 1024);
    expect(PROFILE_PICTURE_RULES.maxNameLength).toBe(20);
    expect(PROFILE_PICTURE_RULES.maxFiles).toBe(1);
    expect(uploadMessages.type(PROFILE_PICTURE_RULES)).toBe("Invalid file type, allowed file types are - ,.jpeg,.jpg,.png");
    expect(uploadMessages.size(PROFILE_PICTURE_RULES)).toBe("Exceeds maximum file size - 250KB");
    expect(uploadMessages.name(PROFILE_PICTURE_RULES)).toBe("File Name exceeds maximum 20 characters length.");
  });

  it("names a longer picture itself to fit the upstream's 20 characters, its extension kept (issue 32, decision 069)", () => {
    expect(PROFILE_PICTURE_RULES.fitName).toBe(true);
    expect(fitFileName("IMG_20261126_101530.png", 20)).toBe("IMG_20261126_101.png");
    expect(fitFileName("my-profile-photo-2026.jpeg", 20)).toBe("my-profile-phot.jpeg");
    expect(fitFileName("me.png", 20)).toBe("me.png");
    expect(fitFileName("a".repeat(30), 20)).toBe("a".repeat(20));
    for (const name of ["IMG_20261126_101530.png", "x".repeat(200) + ".jpg"]) expect(fitFileName(name, 20).length).toBeLessThanOrEqual(20);
  });

  it("reads NA, undefined and empty as no picture", () => {
    for (const none of ["NA", "na", "undefined", "", "  ", null, undefined]) expect(pictureUrl(none)).toBeNull();
    expect(pictureUrl(` ${STORED} `)).toBe(STORED);
  });

  it("tags a stored URL with a short stable version, a new one for a new URL", () => {
    const v = pictureVersion(STORED);
    expect(v).toMatch(/^[0-9a-z]{1,7}$/);
    expect(pictureVersion(STORED)).toBe(v);
    expect(pictureVersion(`${STORED}?2`)).not.toBe(v);
    expect(pictureVersion("NA")).toBeNull();
    expect(pictureHref("abc")).toBe("/profile-picture?v=abc");
  });

  it("saves the stored URL; keeps the old picture without a URL or a file; sets NA when the upload failed", () => {
    expect(picturePatch({ kind: "stored", url: STORED })).toBe(STORED);
    expect(picturePatch({ kind: "no-url" })).toBeUndefined();
    expect(picturePatch({ kind: "none" })).toBeUndefined();
    expect(picturePatch({ kind: "failed" })).toBe(NO_PICTURE);
  });

  it("updates the header's picture the same way", () => {
    expect(versionAfter(null, { kind: "stored", url: STORED })).toBe(pictureVersion(STORED));
    expect(versionAfter("abc", { kind: "no-url" })).toBe("abc");
    expect(versionAfter("abc", { kind: "none" })).toBe("abc");
    expect(versionAfter("abc", { kind: "failed" })).toBeNull();
  });
});
