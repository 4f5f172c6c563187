import { escapeHtml } from '../mail-page.js';
import type { DevPayment } from './store.js';

export function formatGhs(pesewas: number): string {
  return `GHS ${(pesewas / 100).toFixed(2)}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a202c}
main{border:1px solid #cbd5e0;border-radius:8px;padding:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#4a5568}dd{margin:0;font-weight:600;word-break:break-all}.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:2px solid #2b6cb0;cursor:pointer;min-height:44px}
button.pay{background:#2b6cb0;color:#fff}button.decline{background:#fff;color:#9b2c2c;border-color:#9b2c2c}
button:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}.note{color:#4a5568;font-size:.9rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The hosted test checkout: what Paystack's page would show, with Pay and Decline. */
export function renderCheckout(payment: DevPayment): string {
  const amount = formatGhs(payment.amount);
  const base = `/_dev/paystack/checkout/${encodeURIComponent(payment.accessCode)}`;
  if (payment.status !== 'abandoned') {
    return layout(
      'Payment already settled',
      `<h1>Payment ${payment.status === 'success' ? 'completed' : 'declined'}</h1>
<p>Reference <code>${escapeHtml(payment.reference)}</code> is already settled.</p>`,
    );
  }
  return layout(
    `Pay ${amount} — test checkout`,
    `<h1>Test checkout</h1>
<p class="note">Local payment provider: no card is charged. It behaves like Paystack's hosted page.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(amount)}</dd><dt>E-mail</dt><dd>${escapeHtml(payment.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd></dl>
<div class="actions">
<form method="post" action="${base}/pay"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${base}/decline"><button class="decline" type="submit">Decline</button></form>
</div>`,
  );
}
