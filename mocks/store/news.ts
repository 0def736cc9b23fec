import { isoDays } from "./prng";

export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  url: string;
  publishedAt: string;
  isVisible: boolean;
}

/**
 * The provider's news as its site's news endpoint lists it for the home page (spec document 2
 * section 2.17: four items, three flagged visible). The hidden one is a draft the portal must not
 * show (tests/e2e/home-news.spec.ts). Not per company: the same news for every user.
 */
export const NEWS: readonly NewsItem[] = [
  {
    id: "NEWS-1",
    title: "Thermax commissions a 40 TPH biomass boiler for a sugar mill in Karnataka",
    summary: "Bagasse and cane trash now raise steam for both the mill and its co-generation turbine.",
    url: "https://www.thermaxglobal.com/news/biomass-boiler-sugar-mill/",
    publishedAt: isoDays(-3, 5),
    isVisible: true,
  },
  {
    id: "NEWS-2",
    title: "Edge Live now watches absorption chillers",
    summary: "Chiller owners can follow efficiency, alarms and service visits on the same dashboard as their boilers.",
    url: "https://www.thermaxglobal.com/news/edge-live-absorption-chillers/",
    publishedAt: isoDays(-12, 5),
    isVisible: true,
  },
  {
    id: "NEWS-3",
    title: "Draft: annual service camp dates",
    summary: "Not yet approved for publication.",
    url: "https://www.thermaxglobal.com/news/draft-service-camp/",
    publishedAt: isoDays(-15, 5),
    isVisible: false,
  },
  {
    id: "NEWS-4",
    title: "Zero liquid discharge plant for a textile cluster in Tiruppur",
    summary: "Recovered water goes back to the dye houses; salts are crystallised for reuse.",
    url: "https://www.thermaxglobal.com/news/zld-textile-cluster/",
    publishedAt: isoDays(-30, 5),
    isVisible: true,
  },
];
