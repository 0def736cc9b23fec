import { describe, expect, it } from "vitest";
import { RENAME_MESSAGES, renameSchema } from "./asset-forms.server";

const rename = (name: string) => renameSchema.safeParse({ name });

describe("rename asset (issue 32 §3)", () => {
  it("accepts plant names as customers write them: digits and the usual punctuation", () => {
    for (const name of ["Boiler No. 2 (East)", "Shellmax Line 2", "ETP-3 / Unit #4", "Chiller 1 & 2: Block A", "Boiler House Élan", "O'Brien's Heater"]) {
      expect(rename(name).success, name).toBe(true);
    }
  });

  it("refuses markup, symbols and a name without a letter or digit, saying what is expected", () => {
    for (const name of ["<b>Boiler</b>", "Boiler; DROP", "Boiler 🔥", "Heater = 2", "---"]) {
      const result = rename(name);
      expect(result.success, name).toBe(false);
      expect(result.error?.issues[0]?.message, name).toBe(RENAME_MESSAGES.pattern);
    }
    expect(RENAME_MESSAGES.pattern).toBe("Use letters, digits, spaces and . , ' - ( ) / & # + : only");
  });

  it("keeps the length and required rules", () => {
    expect(rename("   ").error?.issues[0]?.message).toBe(RENAME_MESSAGES.required);
    expect(rename("A".repeat(51)).error?.issues[0]?.message).toBe(RENAME_MESSAGES.length);
    expect(rename("A".repeat(50)).success).toBe(true);
  });
});
