/** An asset as its card and page show it; built on the server (app/domain/asset-view.server.ts). */
export interface AssetFacts {
  id: string;
  /** The customer's name, else the maker's (thermaxName). */
  title: string;
  /** Another company's record in a dealer's mixed list names its company (issue 32 §4); else null. */
  company: string | null;
  /** The maker's name in brackets after a customer's name; null when the title is already it. */
  thermaxName: string | null;
  productFamily: string;
  status: string;
  keyDate: { label: string; value: string };
  /** "AMC: Until 12 Mar 2027", "Warranty: Expired"; null without either. */
  coverage: { label: string; text: string; expired: boolean } | null;
  location: string;
  poNumber: string;
  isFvrt: boolean;
  documents: { key: string; label: string; total: string; unread: number; unreadText: string; href: string }[];
}
