// How the inbox page words a message: its template's texts in the page's language, filled with
// the message's values. Amounts arrive in minor units with their currency and are shown by the
// site's own formatter (money.js is src/money/formatMoney.js), so the inbox reads as the header
// balance and the history do.
import { formatMoney } from './money.js'

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '')

/** A message's values for its text, with a prize's amount formatted as `{prize}`. */
export function messageValues(params, lang) {
  if (params.prizeMinor === undefined) return params
  return { ...params, prize: formatMoney(Number(params.prizeMinor), params.currency, lang) }
}

/** The subject and body a player reading `lang` sees for `message` (its template and params). */
export function messageText(texts, message, lang) {
  return {
    subject: texts[`${message.template}_subject`] ?? message.template,
    body: fill(texts[`${message.template}_body`] ?? '', messageValues(message.params, lang)),
  }
}
