// The sandbox's two pages: the card frame the shop embeds, and the page where the shopper confirms a payment.
import type { StoredPayment } from './store';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const frameStyle = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;background:transparent}
form{display:grid;gap:12px;padding:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;font-weight:600;margin-bottom:4px}
.hint{font-weight:400;color:#4a4a4a}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:#1a1a1a}
input:focus{outline:3px solid #1d4ed8;outline-offset:1px}
input[aria-invalid=true]{border-color:#b00020}
.error{margin:4px 0 0;color:#b00020;font-size:14px;min-height:0}
.error:empty{display:none}
`;

/** The card frame: three labelled fields whose errors are announced, and its script (no landmark of its own: it sits in the shop's). */
export function cardFramePage(opts: { parentOrigin: string; publishableKey: string; nonce: string }): string {
  const field = (id: string, label: string, attrs: string, hint = '') => `
<div class="field">
<label for="${id}">${label}${hint ? ` <span class="hint" id="${id}-hint">(${hint})</span>` : ''}</label>
<input id="${id}" name="${id}" ${attrs} aria-describedby="${hint ? `${id}-hint ` : ''}${id}-error" required>
<p class="error" id="${id}-error" aria-live="polite"></p>
</div>`;
  return `<!doctype html>
<html lang="en" data-parent-origin="${escapeHtml(opts.parentOrigin)}" data-key="${escapeHtml(opts.publishableKey)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style nonce="${opts.nonce}">${frameStyle}</style>
</head>
<body>
<form id="card" novalidate aria-label="Card details">
${field('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"')}
<div class="row">
${field('expiry', 'Expiration', 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="9" placeholder="MM / YY"', 'MM / YY')}
${field('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
</form>
<script type="module" src="/v1/card-frame.js"></script>
</body>
</html>`;
}

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

/** The shopper's extra confirmation (the sandbox's stand-in for a bank's check): approve or refuse. */
export function confirmationPage(payment: StoredPayment | undefined, nonce: string): string {
  const body = payment
    ? `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${money(payment.amount, payment.currency)}</strong>
with the ${escapeHtml(payment.card.brand)} card ending in ${escapeHtml(payment.card.last4)}.</p>
<form method="post">
<button name="decision" value="approve">Confirm payment</button>
<button name="decision" value="reject" class="secondary">Refuse payment</button>
</form>`
    : `<h1>Nothing to confirm</h1><p>This payment does not need your confirmation any more. You can close this page.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm your payment – payments sandbox</title>
<style nonce="${nonce}">
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a}
main{max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:10px 16px;margin:0 8px 8px 0;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#1d4ed8}
button:focus{outline:3px solid #1a1a1a;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
