import { formatHundredths } from '@lobby/contract/values/money';

/**
 * The sandbox provider's hosted checkout: one self-contained HTML page (inline styles, which
 * the page CSP allows; no script and no external assets), a plain form posting the player's
 * choice back to the same path, which `form-action 'self'` allows.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: #12122a; color: #f2f2f7; }
  main { width: 100%; max-width: 360px; background: #1d1d3f; border-radius: 16px; padding: 24px;
    box-shadow: 0 8px 32px rgba(0, 0, 0, .4); }
  .brand { font-size: 13px; letter-spacing: .08em; text-transform: uppercase; color: #9a9ac0; }
  h1 { font-size: 20px; margin: 8px 0 20px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #9a9ac0; } dd { margin: 0; text-align: right; word-break: break-all; }
  .amount { font-size: 28px; font-weight: 700; color: #ffd166; }
  form { display: grid; gap: 12px; }
  button, a.button { min-height: 48px; border: 0; border-radius: 12px; font: inherit;
    font-weight: 600; cursor: pointer; text-align: center; text-decoration: none;
    display: grid; place-items: center; }
  .pay { background: #2ecc71; color: #0b2414; }
  .fail { background: transparent; color: #ff6b6b; border: 1px solid #ff6b6b; }
  a.button { background: #3a3a6a; color: #f2f2f7; }
  button:focus-visible, a:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
  p.note { color: #9a9ac0; font-size: 13px; margin: 16px 0 0; }
`;

const layout = (title: string, content: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">Sandbox Pay</div>
${content}
</main>
</body>
</html>
`;

export interface CheckoutView {
  orderNo: string;
  amount: number;
  currency: string;
  action: string;
  returnUrl: string;
}

export const checkoutPage = (view: CheckoutView) =>
  layout(
    'Checkout',
    `<h1>Confirm your deposit</h1>
<dl>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatHundredths(view.amount))} ${escapeHtml(view.currency)}</dd>
<dt>Order</dt><dd>${escapeHtml(view.orderNo)}</dd>
</dl>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(view.returnUrl)}">
<button class="pay" type="submit" name="result" value="paid">Pay</button>
<button class="fail" type="submit" name="result" value="failed">Fail</button>
</form>
<p class="note">A test payment: no real money moves.</p>`,
  );

export const messagePage = (title: string, message: string, returnUrl: string) =>
  layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(returnUrl)}">Back to the lobby</a>`,
  );
