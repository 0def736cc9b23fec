import { Form, Link } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { ErrorNote } from "~/ui/Notice";
import { drawn } from "./drawn.server";

/** Issue 54: a kept part's markup comes with a data request's loader data, never a document's. */
describe("drawn", () => {
  const request = new Request("http://localhost/dashboard/tickets?page=2");
  const part = () => (
    <div>
      <Link to="/asset/AST-1">Asset</Link>
      <Form method="post" action="/preferences/menu">
        <button type="submit">Go</button>
      </Form>
      <ErrorNote>We could not load this.</ErrorNote>
    </div>
  );

  it("draws nothing for a document: its own render draws the part, and the browser keeps it", async () => {
    expect(await drawn(request, { dataRequest: false, requestId: "R1" }, part)).toBeUndefined();
    expect(await drawn(request, {}, part)).toBeUndefined();
  });

  it("draws the part for a data request: router links and forms as the page renders them, a failure with this request's reference", async () => {
    const html = await drawn(request, { dataRequest: true, requestId: "REQ-1234" }, part);
    expect(html).toContain('<a data-discover="true" href="/asset/AST-1">Asset</a>');
    expect(html).toContain('<form method="post" action="/preferences/menu" data-discover="true">');
    expect(html).toContain("REQ-1234");
    expect(html).not.toContain("<script");
  });

  it("a form without an action posts to the page, as in the page", async () => {
    const page = new Request("http://localhost/get-a-quote?q=pump&page=2");
    const html = await drawn(page, { dataRequest: true }, () => (
      <Form method="post">
        <button type="submit">Add</button>
      </Form>
    ));
    expect(html).toContain('<form method="post" action="/get-a-quote?q=pump&amp;page=2" data-discover="true">');
  });
});
