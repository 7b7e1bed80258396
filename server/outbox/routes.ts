/** Development-only outbox reader: JSON for tests, an HTML page for people. */
import type { FastifyInstance } from 'fastify'
import type { Outbox, StoredMessage } from './outbox.ts'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function page(messages: StoredMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escape(m.createdAt)}</td><td>${escape(m.channel)}</td><td>${escape(m.to)}</td>
<td>${escape(m.subject)}</td><td><strong>${escape(m.code ?? '')}</strong></td><td><pre>${escape(m.body)}</pre></td></tr>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · croupier</title>
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Development outbox</h1>
<form><label>Recipient <input name="to" value="${escape(to ?? '')}"></label> <button>Filter</button></form>
<p>${messages.length} message(s), latest first. SMS and e-mail are not sent anywhere in development.</p>
<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Code</th><th>Body</th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`
}

export function registerOutboxRoutes(app: FastifyInstance, outbox: Outbox) {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to ? request.query.to : undefined
    const messages = await outbox.list(to)
    // Browsers ask for HTML; tests and scripts get JSON.
    if ((request.headers.accept ?? '').includes('text/html')) return reply.type('text/html; charset=utf-8').send(page(messages, to))
    return messages
  })
}
