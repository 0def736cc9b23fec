/**
 * One printed asset label (issue 44 §1; docs/decisions/101): the QR code on the left, the name,
 * serial/OC number, P.O. and site on the right, sized in millimetres by app.css (`.asset-label`:
 * a 62 × 40 mm sticker, or a 63.5 × 38.1 mm cell of the A4 sheet with `sheet`). The QR code is an
 * SVG string the server drew with `qrcode` from the portal's own address (no user text in it), so
 * it is set as markup. Data in, markup out; no script.
 */
export interface AssetLabelView {
  id: string;
  name: string;
  serial: string;
  po: string;
  site: string;
  url: string;
  qrSvg: string;
}

export function AssetLabelCard({ label, sheet = false }: { label: AssetLabelView; sheet?: boolean }) {
  return (
    <article aria-label={`Label of ${label.name}`} className={sheet ? "asset-label asset-label-cell" : "asset-label"} data-asset-id={label.id}>
      <div role="img" aria-label={`QR code: ${label.url}`} className="asset-label-qr" dangerouslySetInnerHTML={{ __html: label.qrSvg }} />
      <div className="asset-label-text">
        <p className="asset-label-name">{label.name}</p>
        <dl>
          <dt>Sr./OC no.</dt>
          <dd>{label.serial}</dd>
          <dt>P.O.</dt>
          <dd>{label.po}</dd>
          <dt>Site</dt>
          <dd>{label.site}</dd>
        </dl>
        <p className="asset-label-hint">Scan for documents and service</p>
      </div>
    </article>
  );
}
