/**
 * What the platform does not do yet: the one list the contract test reads. An operation without a
 * handler answers 501 `error.not.implemented` with the reason found here, by operationId first,
 * then by its first tag (area). When a feature lands, its handlers are registered and its entry
 * here is deleted.
 */
export const reasonsByOperation: Record<string, string> = {
}

// Empty since stop 22: every operation of the contract has a handler. A new operation declared in
// openapi/ before its feature lands gets its reason here until then.
export const reasonsByTag: Record<string, string> = {}

export function notImplementedReason(op: { operationId: string; tags: string[] }): string | undefined {
  return reasonsByOperation[op.operationId] ?? op.tags.map((t) => reasonsByTag[t]).find(Boolean)
}
