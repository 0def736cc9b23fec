import { describe, expect, it } from "vitest";
import { HOME_NEWS_MAX, homeNews, type NewsSource } from "./news";

const item = (id: string, over: Partial<NewsSource> = {}): NewsSource => ({
  id,
  title: `News ${id}`,
  summary: `Summary ${id}`,
  url: `https://www.example.test/news/${id}`,
  publishedAt: "2026-11-02T04:30:00Z",
  isVisible: true,
  ...over,
});

describe("homeNews", () => {
  it("shows only the items flagged visible, in the upstream's order", () => {
    const cards = homeNews([item("a"), item("b", { isVisible: false }), item("c"), item("d")]);
    expect(cards.map((c) => c.id)).toEqual(["a", "c", "d"]);
  });

  it("shows at most the spec's four", () => {
    const many = Array.from({ length: 7 }, (_, i) => item(String(i)));
    expect(homeNews(many)).toHaveLength(HOME_NEWS_MAX);
  });

  it("formats the date in India and keeps the ISO value for <time>", () => {
    const [card] = homeNews([item("a", { publishedAt: "2026-11-01T20:00:00Z" })]);
    // 20:00 UTC is the next morning in Kolkata.
    expect(card.date).toBe("02 Nov 2026");
    expect(card.dateTime).toBe("2026-11-01T20:00:00.000Z");
    const [undated] = homeNews([item("b", { publishedAt: "not a date" })]);
    expect(undated.date).toBeNull();
    expect(undated.dateTime).toBeNull();
  });

  it("links only to http(s) addresses", () => {
    const cards = homeNews([
      item("a"),
      item("b", { url: "javascript:alert(1)" }),
      item("c", { url: "https://user@evil.example/" }),
      item("d", { url: null }),
    ]);
    expect(cards.map((c) => c.href)).toEqual(["https://www.example.test/news/a", null, null, null]);
  });

  it("drops an empty summary and trims the title", () => {
    const [card] = homeNews([item("a", { title: "  Title  ", summary: "   " })]);
    expect(card.title).toBe("Title");
    expect(card.summary).toBeNull();
  });
});
