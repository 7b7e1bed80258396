/**
 * What the platform does not do yet: the one list the contract test reads. An operation without a
 * handler answers 501 `error.not.implemented` with the reason found here, by operationId first,
 * then by its first tag (area). When a feature lands, its handlers are registered and its entry
 * here is deleted.
 */
export const reasonsByOperation: Record<string, string> = {
}

export const reasonsByTag: Record<string, string> = {
  account: 'account: address changes are not built yet (password, phone number, language, marketing preferences, cookie consent and the EDD questionnaire are)',
  realtime: 'realtime: this call is not built yet',
}

export function notImplementedReason(op: { operationId: string; tags: string[] }): string | undefined {
  return reasonsByOperation[op.operationId] ?? op.tags.map((t) => reasonsByTag[t]).find(Boolean)
}
