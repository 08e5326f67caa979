import { escapeHtml } from '../../lib/escape-html.ts';

type HostedPageView = {
  merchant: string;
  amount: string;
  merchantOrderId: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  action: string;
};

// Inline CSS only (the CSP allows inline styles, not scripts); the forms post to this origin.
const style = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3eefb;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1235}
.card{width:min(92vw,380px);background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(95,37,159,.15);overflow:hidden}
.top{background:#5f259f;color:#fff;padding:18px 22px}.top h1{margin:0;font-size:18px}.top p{margin:4px 0 0;font-size:12px;opacity:.85}
.body{padding:22px}.row{display:flex;justify-content:space-between;margin:0 0 10px;font-size:14px}
.row span:first-child{color:#6b5b7d}.amount{font-size:30px;font-weight:700;margin:8px 0 18px;text-align:center}
.badge{display:inline-block;background:#fff4d6;color:#7a5200;border-radius:999px;padding:2px 10px;font-size:12px}
form{margin:0}button{width:100%;border:0;border-radius:10px;padding:13px;font-size:16px;font-weight:600;cursor:pointer;margin-top:10px}
.pay{background:#5f259f;color:#fff}.fail{background:#fff;color:#b42318;border:1px solid #f1c0bb}
button:focus-visible{outline:3px solid #f5b400;outline-offset:2px}.note{font-size:12px;color:#6b5b7d;margin-top:16px;text-align:center}`;

const shell = (title: string, inner: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${style}</style></head>
<body><main class="card">${inner}</main></body></html>`;

/** PhonePe's test payment page, played locally: merchant, amount in ₹, and the Pay / Fail outcomes. */
export function renderHostedPage(view: HostedPageView | null): string {
  const title = 'PhonePe Payment Gateway · Test Mode';
  if (!view) {
    return shell(
      title,
      `<div class="top"><h1>PhonePe</h1><p>Test Mode</p></div>
<div class="body"><p>This payment link is not valid.</p></div>`,
    );
  }
  const decided = view.state !== 'PENDING';
  const actions = decided
    ? `<p class="note">This payment is already ${view.state === 'COMPLETED' ? 'complete' : 'failed'}.</p>`
    : `<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="outcome" value="success">
<button class="pay" type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="outcome" value="failure">
<button class="fail" type="submit">Fail</button></form>`;
  return shell(
    title,
    `<div class="top"><h1>PhonePe</h1><p>Payment Gateway · Test Mode <span class="badge">Sandbox</span></p></div>
<div class="body">
<div class="row"><span>Paying to</span><strong>${escapeHtml(view.merchant)}</strong></div>
<div class="row"><span>Order</span><span>${escapeHtml(view.merchantOrderId.slice(0, 8))}…</span></div>
<p class="amount">${escapeHtml(view.amount)}</p>
${actions}
<p class="note">No money moves in test mode. Choose the outcome to simulate.</p>
</div>`,
  );
}
