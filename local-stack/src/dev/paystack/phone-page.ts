import { escapeHtml } from '../mail-page.js';
import { formatGhs } from './page.js';
import type { DevPayment } from './store.js';

const NETWORK: Record<string, string> = {
  mtn: 'MTN MoMo',
  vod: 'Telecel Cash',
  atl: 'AirtelTigo Money',
};

const STYLE = `body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1a202c}
li{list-style:none;border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin:0 0 1rem}ul{padding:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:2px solid #2b6cb0;cursor:pointer;min-height:44px}
button.approve{background:#2b6cb0;color:#fff}button.decline{background:#fff;color:#9b2c2c;border-color:#9b2c2c}
button:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}.note{color:#4a5568;font-size:.9rem}`;

function prompt(payment: DevPayment): string {
  const wallet = payment.mobileMoney;
  const base = `/_dev/paystack/phone/${encodeURIComponent(payment.reference)}`;
  const network = wallet ? (NETWORK[wallet.provider] ?? wallet.provider) : '';
  const heading = `${escapeHtml(network)} ${escapeHtml(wallet?.phone ?? '')}`;
  if (payment.status === 'send_otp') {
    return `<li><h2>${heading}</h2><p>Waiting for the OTP to be entered at checkout (dev OTP: <code>123456</code>).</p>
<p class="note">Reference <code>${escapeHtml(payment.reference)}</code></p></li>`;
  }
  return `<li aria-label="Approval request ${escapeHtml(payment.reference)}"><h2>${heading}</h2>
<p>Pay <strong>${escapeHtml(formatGhs(payment.amount))}</strong> to CSAN? Enter your PIN to approve.</p>
<p class="note">Reference <code>${escapeHtml(payment.reference)}</code></p>
<div class="actions">
<form method="post" action="${base}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${base}/decline"><button class="decline" type="submit">Decline</button></form>
</div></li>`;
}

/**
 * The simulated phone: every open mobile-money charge's approval prompt, with Approve and
 * Decline (a prompt left alone times out). `reference` narrows it to one charge.
 */
export function renderPhone(charges: DevPayment[], reference?: string): string {
  const shown = reference ? charges.filter((p) => p.reference === reference) : charges;
  const list = shown.length
    ? `<ul>${shown.map(prompt).join('')}</ul>`
    : '<p>No approval request is waiting.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test phone — mobile money</title><style>${STYLE}</style></head>
<body><main><h1>Test phone</h1>
<p class="note">Local payment provider: acts as the member's phone for mobile-money charges.</p>
${list}</main></body></html>`;
}
