import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { collectionProps, formProps, inputProps, selectProps, textareaProps } from "./props";
import { serverFormMetadata } from "./server-form";

/** Drops what React leaves out anyway (undefined attributes), as Conform's helpers do. */
const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

describe("form props match Conform's helpers for the server-validated forms' metadata", () => {
  const cases = [
    { name: "a first render", result: undefined, defaults: { name: "Asha", kinds: ["a"], count: 3 } },
    {
      name: "a result in error",
      result: { status: "error" as const, initialValue: { name: "x", kinds: ["a", "c"], note: "n" }, error: { name: ["Name is required"], kinds: ["Pick one"], "": ["Form level"] } },
      defaults: undefined,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const [form, fields] = serverFormMetadata<{ name: string; kinds: string[]; note: string; count: number }>("f", c.result, c.defaults);
      expect(defined(formProps(form))).toEqual(getFormProps(form));
      for (const f of [fields.name, fields.note, fields.count] as (typeof fields.name)[]) {
        expect(defined(inputProps(f, { type: "text" }))).toEqual(getInputProps(f, { type: "text" }));
        expect(defined(inputProps(f, { type: "date", ariaDescribedBy: "hint" }))).toEqual(getInputProps(f, { type: "date", ariaDescribedBy: "hint" }));
        expect(defined(selectProps(f))).toEqual(getSelectProps(f));
        expect(defined(textareaProps(f))).toEqual(getTextareaProps(f));
      }
      expect(defined(selectProps(fields.kinds))).toEqual(getSelectProps(fields.kinds));
      const ours = collectionProps(fields.kinds, { type: "checkbox", options: ["a", "b", "c"] }).map(defined);
      expect(ours).toEqual(getCollectionProps(fields.kinds, { type: "checkbox", options: ["a", "b", "c"] }));
    });
  }
});

describe("collectionProps", () => {
  it("gives ids without whitespace to values with spaces (valid HTML)", () => {
    const [, fields] = serverFormMetadata<{ reasons: string[] }>("f", undefined, { reasons: ["Short supply"] });
    const boxes = collectionProps(fields.reasons, { type: "checkbox", options: ["Short supply", "Damaged  item"] });
    expect(boxes.map((b) => b.id)).toEqual([`${fields.reasons.id}-Short-supply`, `${fields.reasons.id}-Damaged-item`]);
    expect(boxes.map((b) => b.value)).toEqual(["Short supply", "Damaged  item"]);
    expect(boxes.map((b) => b.defaultChecked)).toEqual([true, false]);
  });
});
