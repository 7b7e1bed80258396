// The types of inbox-messages.js (a browser module of the inbox page, imported by its tests).

export interface InboxMessageLike {
  template: string
  params: Record<string, string>
}

export function messageValues(params: Record<string, string>, lang: string): Record<string, string>

export function messageText(texts: Readonly<Record<string, string>>, message: InboxMessageLike, lang: string): { subject: string; body: string }
