import type { ObjectAction } from "~/domain/object-actions";
import { ObjectActions } from "~/ui/ObjectActions";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AssetFacts } from "~/domain/asset-data";
import type { AssetContractView } from "~/domain/contracts";
import { DocumentCounts } from "./AssetCard";
import { ContractSection, Failed, OrdersSection, SECTION, type OrdersView } from "./AssetSections";
import { Facts } from "./Facts";

/*
 * The asset page's parts that only show what the loader found (issue 54): drawn by the server, kept
 * by the browser (app/ui/kept.tsx), their code in no page's script. The page's forms and filters
 * (rename, documents, tickets) stay the page's own.
 */

/** The asset page's own details (asset-view.server.ts assetPageDetails). */
export interface AssetDetailsData {
  installed: string | null;
  warranty: { text: string; expired: boolean } | null;
  stages: { label: string; current: boolean; className: string; sr: string }[] | null;
}

/** The heading, the facts, the project stage, the document counts and the asset's links. */
export function AssetFactsBlock({ facts, details, division, self, actions }: { facts: AssetFacts; details: AssetDetailsData | null; division: string | null | undefined; self: string; actions: ObjectAction[] }) {
  return (
    <>
      <h1 id="asset-heading" className="mb-3 text-xl font-semibold break-words">
        {facts.title}
        {facts.thermaxName ? <span className="block text-sm font-normal text-gray-600">({facts.thermaxName})</span> : null}
      </h1>
      <ObjectActions label="Requests for this asset" actions={actions} className="mb-3" />
      <Facts
        className="gap-y-1.5"
        rows={[
          ["Division", division],
          ["Product", facts.productFamily],
          ["P.O. number", facts.poNumber],
          ["Location", facts.location],
          ["Status", facts.status],
          [facts.keyDate.label, facts.keyDate.value],
          ["Installed on", details?.installed],
          // The warranty has a row of its own (with its state): coverage here is the AMC's only.
          ...[facts.coverage?.label === "AMC" ? facts.coverage : null, details?.warranty ? { label: "Warranty", ...details.warranty } : null].flatMap((c) => (c ? [[c.label, <span key="c" className={c.expired ? "text-red-700" : undefined}>{c.text}</span>] as [string, ReactNode]] : [])),
        ]}
      />
      {details?.stages ? (
        <ol aria-label="Project stage" className="stepper">
          {details.stages.map((step) => (
            <li key={step.label} aria-current={step.current ? "step" : undefined} className={step.className}>
              {step.label}
              <span className="sr-only">{step.sr}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <DocumentCounts asset={facts} />
      {/* The Quick Tip's third step (Home): every document of the asset, in its Documents section. */}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={`${self}?category=all#documents`} className="font-medium text-brand-blue-dark underline">
          See All Documents
        </Link>
        {/* Issue 44 §1: a sticker with a QR code of this page, for the machine (decision 101). */}
        <Link to={`${self}/label`} className="font-medium text-brand-blue-dark underline">
          Print label
        </Link>
      </p>
    </>
  );
}

/** The service contract and the active orders, beside the facts. */
export function AssetSideSections({ contract, orders }: { contract: AssetContractView; orders: OrdersView }) {
  return (
    <>
      <ContractSection contract={contract} />
      <OrdersSection orders={orders} />
    </>
  );
}

export interface HistoryView {
  id: string;
  title: string;
  failed: string | null;
  empty: string;
  items: { date: string; text: string }[];
}

/** Service History and Asset History: dated lines, worded and dated by the loader. */
export function AssetHistories({ history }: { history: HistoryView[] }) {
  return (
    <>
      {history.map((h) => (
        <section key={h.id} id={h.id} aria-labelledby={`${h.id}-heading`} className={SECTION}>
          <h2 id={`${h.id}-heading`} className="mb-2 text-base font-semibold">
            {h.title}
          </h2>
          {h.failed ? (
            <Failed>{h.failed}</Failed>
          ) : h.items.length ? (
            <ul className="history">
              {h.items.map((e, i) => (
                <li key={i}>
                  <span>{e.date}</span> {e.text}
                </li>
              ))}
            </ul>
          ) : (
            <p>{h.empty}</p>
          )}
        </section>
      ))}
    </>
  );
}
