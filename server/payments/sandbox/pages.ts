/**
 * The sandbox provider's pages: plain server-rendered HTML with labelled fields and real buttons,
 * no script, so they work under any content security policy and with a keyboard alone. The
 * provider is a third party; its pages are in English like a provider's test mode.
 */
import brands from '../../../openapi/payment-brands.json' with { type: 'json' }
import type { SandboxPayment } from './payments.ts'
import { testCards, THREE_DS_ATTEMPTS } from './payments.ts'

export const STYLESHEET_PATH = '/sandbox/psp/assets/sandbox.css'

export const stylesheet = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#1b2330}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}
h1{font-size:1.35rem;margin:0 0 .25rem}
.merchant{color:#4a5568;margin:0 0 1rem}
.amount{font-size:1.75rem;font-weight:700;margin:0 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem;border:1px solid #8a94a6;border-radius:.4rem;font:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #2456d6;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1rem;padding:.75rem;border:0;border-radius:.4rem;font:inherit;font-weight:700;cursor:pointer;background:#2456d6;color:#fff}
button.secondary{background:#fff;color:#2456d6;border:2px solid #2456d6}
button.danger{background:#b42318}
.error{color:#b42318;font-weight:600}
.notice{background:#fff7e0;border:1px solid #e0b400;padding:.75rem;border-radius:.4rem}
table{width:100%;border-collapse:collapse;margin-top:1rem;font-size:.9rem}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #d4d9e2}
td form{display:inline}td button{width:auto;margin:0;padding:.35rem .6rem}
.wide{max-width:60rem}
`

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function page(title: string, body: string, wide = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox payments</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main${wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>`
}

export const formatMinor = (amountMinor: number, currency: string) => `${(amountMinor / 100).toFixed(2)} ${currency}`

/** The method as its brand writes it (openapi/payment-brands.json, shared with the client's cashier). */
export const methodName = (method: string) => (brands as Record<string, string>)[method] ?? method

function header(payment: SandboxPayment, title: string) {
  return `<h1>${escapeHtml(title)}</h1>
<p class="merchant">Payment to Croupier · ${escapeHtml(methodName(payment.method))} · sandbox</p>
<p class="amount">${escapeHtml(formatMinor(payment.amountMinor, payment.currency))}</p>`
}

export function cardPage(payment: SandboxPayment, error?: string, values: { holder?: string; number?: string; expiry?: string } = {}): string {
  const cards = testCards.map((c) => `<li><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${escapeHtml(c.label)}</li>`).join('')
  return page(
    'Pay by card',
    `${header(payment, 'Pay by card')}
${error ? `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/psp/pay/${escapeHtml(payment.id)}">
<input type="hidden" name="action" value="card">
<label for="holder">Name on card</label>
<input id="holder" name="holder" autocomplete="cc-name" required value="${escapeHtml(values.holder ?? '')}">
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(values.number ?? '')}"${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required pattern="\\d{2}/\\d{2}" value="${escapeHtml(values.expiry ?? '')}"></div>
<div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required pattern="\\d{3,4}"></div>
</div>
<button type="submit">Pay ${escapeHtml(formatMinor(payment.amountMinor, payment.currency))}</button>
</form>
<form method="post" action="/sandbox/psp/pay/${escapeHtml(payment.id)}">
<input type="hidden" name="action" value="cancel">
<button type="submit" class="secondary">Cancel and return to Croupier</button>
</form>
<h2>Test cards</h2>
<ul>${cards}</ul>
<p>Any future expiry date and any security code.</p>`,
  )
}

export function walletPage(payment: SandboxPayment): string {
  const choice = (action: string, label: string, style = '') =>
    `<form method="post" action="/sandbox/psp/pay/${escapeHtml(payment.id)}"><input type="hidden" name="action" value="${action}"><button type="submit"${style ? ` class="${style}"` : ''}>${escapeHtml(label)}</button></form>`
  return page(
    `Pay with ${methodName(payment.method)}`,
    `${header(payment, `Pay with ${methodName(payment.method)}`)}
<p>This sandbox stands in for ${escapeHtml(methodName(payment.method))}: choose what the provider answers.</p>
${choice('approve', 'Approve payment')}
${choice('pending', 'Leave pending (settles later)', 'secondary')}
${choice('decline', 'Decline payment', 'danger')}`,
  )
}

export function threeDsPage(payment: SandboxPayment, wrong: boolean): string {
  const left = THREE_DS_ATTEMPTS - payment.threeDsAttempts
  return page(
    '3-D Secure',
    `${header(payment, 'Confirm with your bank')}
<p class="notice">Sandbox bank: your one-time code is <strong>${escapeHtml(payment.threeDsCode ?? '')}</strong>.</p>
${wrong ? `<p class="error" role="alert" id="code-error">That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.</p>` : ''}
<form method="post" action="/sandbox/psp/3ds/${escapeHtml(payment.id)}">
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required${wrong ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>
<button type="submit">Confirm</button>
</form>`,
  )
}

export function closedPage(payment: SandboxPayment, returnTo: string): string {
  const word = payment.status === 'SETTLED' ? 'was approved' : payment.status === 'DECLINED' ? 'was declined' : 'is pending with the provider'
  return page(
    'Payment closed',
    `${header(payment, 'This payment is closed')}
<p>The payment ${word}.</p>
<p><a href="${escapeHtml(returnTo)}">Return to Croupier</a></p>`,
  )
}

export const notFoundPage = () => page('Unknown payment', '<h1>Unknown payment</h1><p>No sandbox payment has this id.</p>')
