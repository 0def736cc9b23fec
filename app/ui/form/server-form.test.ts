import { getCollectionProps, getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { serverFormMetadata } from "./server-form";

type Fields = { email: string; topic: string; tags: string[] };

describe("serverFormMetadata", () => {
  it("gives Conform's ids and the defaults before any submit", () => {
    const [form, fields] = serverFormMetadata<Fields>("invite", undefined, { email: "a@b.in", tags: ["x"] });
    expect(getFormProps(form)).toEqual({ id: "invite", noValidate: true });
    expect(getInputProps(fields.email, { type: "email" })).toEqual({
      id: "invite-email",
      name: "email",
      form: "invite",
      type: "email",
      defaultValue: "a@b.in",
    });
    expect(
      getCollectionProps(fields.tags, { type: "checkbox", options: ["x", "y"] }).map((p) => p.defaultChecked),
    ).toEqual([true, false]);
  });

  it("reads the server's result: submitted values, field errors tied by aria, form errors", () => {
    const [form, fields] = serverFormMetadata<Fields>("invite", {
      status: "error",
      initialValue: { email: "bad", topic: "Other" },
      error: { email: ["Please enter valid email address"], "": ["Something went wrong"] },
    });
    expect(form.errors).toEqual(["Something went wrong"]);
    expect(form.errorId).toBe("invite-error");
    expect(getInputProps(fields.email, { type: "email" })).toMatchObject({
      defaultValue: "bad",
      "aria-invalid": true,
      "aria-describedby": "invite-email-error",
    });
    expect(fields.email.errors).toEqual(["Please enter valid email address"]);
    expect(getSelectProps(fields.topic)).toMatchObject({ defaultValue: "Other" });
    expect(fields.topic.errors).toBeUndefined();
  });

  it("gives the summary (server-rendered) the submit's errors", () => {
    const submit = { status: "error" as const, initialValue: {}, error: { email: ["Email is required"], topic: ["Topic is required"] } };
    const [form] = serverFormMetadata<Fields>("invite", submit);
    expect(form.allErrors).toEqual({ email: ["Email is required"], topic: ["Topic is required"] });
  });
});
