import { describe, expect, it } from "vitest";
import { closeDocument } from "./document-close";

describe("closeDocument", () => {
  it("moves what React renders after the root element into the body, before its end", () => {
    const tail = '<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("[\\u003c/body\\u003e]");</script><!--/$-->';
    expect(closeDocument(`<html><head></head><body><main>page</main></body></html>${tail}`)).toBe(
      `<html><head></head><body><main>page</main>${tail}</body></html>`,
    );
  });

  it("leaves a document that already ends with its root element as it is", () => {
    const page = "<html><head></head><body><p>plain</p></body></html>";
    expect(closeDocument(page)).toBe(page);
    expect(closeDocument("<p>not a document</p>")).toBe("<p>not a document</p>");
  });
});
