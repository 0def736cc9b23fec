/*
 * An asset's data shapes, below the views and the upstream (docs/decisions/092): the asset as the
 * upstream answers it and the rules read it (AssetRecord), and as its card and page show it
 * (AssetFacts, built by app/domain/asset-view.server.ts, shown by app/ui/assets/).
 */

/**
 * An asset as app/upstream/assets.server.ts parses it (its `Asset` satisfies this, checked there):
 * the fields the asset rules and views read.
 */
export interface AssetRecord {
  id: string;
  /** The record's company by name (beyond the spec; a dealer's list mixes companies, issue 32 §4); null when not sent. */
  accountName: string | null;
  name: string | null;
  thermaxName: string;
  division: string | null;
  poNumber: string | null;
  productFamily: string | null;
  city: string | null;
  state: string | null;
  ascEndDate: string | null;
  warrantyExpiredDate: string | null;
  commisioningStatus: string | null;
  ibgCommissioningDate: string | null;
  edd: string | null;
  /** Spec document 3 section 9's asset date and warranty state; the project stage of an asset being installed (issue 33 §3). */
  installationDate: string | null;
  warrantyStatus: string | null;
  projectStage: string | null;
  isFvrt: boolean;
  documentCount: Record<"drawings" | "reports" | "others", { totalCount: number; unreadCount: number }>;
}

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
