import { NDR_REASON_TEXT, NDR_REASONS } from '@nidra/shared/shipping/shipment.rules';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { SandboxShipment } from './courier-sandbox-store.ts';

const STEPS = [
  ['PICKED_UP', 'Picked up'],
  ['IN_TRANSIT', 'In transit'],
  ['OUT_FOR_DELIVERY', 'Out for delivery'],
  ['DELIVERED', 'Delivered'],
  ['RTO_INITIATED', 'RTO'],
  ['RTO_DELIVERED', 'RTO delivered'],
] as const;

// Inline CSS only (the CSP allows inline styles, not scripts); the forms post to this origin.
const style = `
*{box-sizing:border-box}body{margin:0;background:#f4f6f8;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#17212b}
header{background:#1d3557;color:#fff;padding:16px 20px}header h1{margin:0;font-size:18px}header p{margin:4px 0 0;font-size:13px;opacity:.85}
main{max-width:960px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:12px;box-shadow:0 2px 8px rgba(0,0,0,.06);padding:16px;margin:0 0 14px}
.top{display:flex;flex-wrap:wrap;gap:6px 16px;align-items:baseline;justify-content:space-between}
.awb{font-weight:700;font-size:16px}.meta{font-size:13px;color:#4a5967}.state{display:inline-block;border-radius:999px;background:#e7eef7;color:#1d3557;padding:2px 10px;font-size:12px;font-weight:600}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:12px 0 0}
button{border:1px solid #1d3557;background:#fff;color:#1d3557;border-radius:8px;padding:8px 12px;font-size:14px;cursor:pointer;min-height:40px}
button.primary{background:#1d3557;color:#fff}button:focus-visible,select:focus-visible{outline:3px solid #f4a261;outline-offset:2px}
select{border:1px solid #9aa7b4;border-radius:8px;padding:8px;font-size:14px;min-height:40px;background:#fff}
label{font-size:13px;color:#4a5967;display:flex;gap:6px;align-items:center}
ol{margin:10px 0 0;padding-left:18px;font-size:13px;color:#4a5967}.empty{text-align:center;color:#4a5967;padding:40px 0}`;

const deliverySelect = (id: string) => `<label for="d-${id}">Webhook
<select id="d-${id}" name="delivery"><option value="once">once</option><option value="twice">twice</option>
<option value="late">then the previous one again (late)</option></select></label>`;

function card(s: SandboxShipment): string {
  const action = `/sandbox/courier/shipments/${encodeURIComponent(s.awb ?? '')}/advance`;
  const id = escapeHtml(s.awb ?? '');
  const to = `${s.order.billing_customer_name ?? ''} ${s.order.billing_last_name ?? ''}`.trim();
  const steps = STEPS.map(
    ([step, text]) =>
      `<button type="submit" name="step" value="${step}"${step === 'DELIVERED' ? ' class="primary"' : ''}>${text}</button>`,
  ).join('');
  const reasons = NDR_REASONS.map((r) => `<option value="${r}">${escapeHtml(NDR_REASON_TEXT[r])}</option>`).join('');
  const scans = s.scans
    .map(
      (sc) =>
        `<li>${escapeHtml(sc.status)} — ${escapeHtml(sc.activity)} (${new Date(sc.at).toISOString().slice(0, 19).replace('T', ' ')} UTC)</li>`,
    )
    .join('');
  const ndr = s.ndrActions
    .map(
      (a) =>
        `<li>Shop asked: ${escapeHtml(a.action)}${a.phone ? ` · phone ${escapeHtml(a.phone)}` : ''}${a.address1 ? ` · ${escapeHtml(a.address1)}` : ''}</li>`,
    )
    .join('');
  return `<section class="card" aria-labelledby="awb-${id}">
<div class="top"><span class="awb" id="awb-${id}">AWB ${id}</span><span class="state">${escapeHtml(s.state)}</span></div>
<p class="meta">${escapeHtml(String(s.order.comment ?? ''))} · ${escapeHtml(to)} · PIN ${escapeHtml(String(s.order.billing_pincode ?? ''))} · ${escapeHtml(String(s.order.payment_method ?? ''))} · ${escapeHtml(s.courierName)}${s.pickupRequested ? ' · pickup requested' : ''}</p>
${
  s.cancelled
    ? '<p class="meta">Cancelled by the shop.</p>'
    : `<form method="post" action="${action}" aria-label="Move AWB ${id}">${steps}${deliverySelect(id)}</form>
<form method="post" action="${action}" aria-label="Failed attempt for AWB ${id}"><input type="hidden" name="step" value="NDR">
<label for="r-${id}">Failed attempt</label><select id="r-${id}" name="reason">${reasons}</select>${deliverySelect(`n-${id}`)}
<button type="submit">Record attempt (NDR)</button></form>`
}
${scans || ndr ? `<ol>${scans}${ndr}</ol>` : ''}
</section>`;
}

/** The sandbox courier's desk: every shipment with buttons that move it and send the signed webhook. */
export function renderCourierDesk(shipments: SandboxShipment[]): string {
  const body =
    shipments
      .filter((s) => s.awb)
      .map(card)
      .join('') || '<p class="empty">No shipments yet. Create one from Pending Orders.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Courier sandbox · Shipments</title><style>${style}</style></head>
<body><header><h1>Courier sandbox</h1><p>Shiprocket-compatible test courier · each step sends the tracking webhook</p></header>
<main>${body}</main></body></html>`;
}
