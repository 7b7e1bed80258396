/**
 * What a machine keeps of a failed call: serialisable (the event log and persisted snapshots
 * hold it) and enough for the view to pick a message by catalogue code.
 */
export interface FlowError {
  code: string
  message: string
  status?: number
}

export function toFlowError(error: unknown): FlowError {
  if (error && typeof error === 'object') {
    const { code, message, status } = error as { code?: unknown; message?: unknown; status?: unknown }
    return {
      code: typeof code === 'string' ? code : 'error.unknown',
      message: typeof message === 'string' ? message : 'Request failed',
      ...(typeof status === 'number' ? { status } : {}),
    }
  }
  return { code: 'error.unknown', message: typeof error === 'string' ? error : 'Request failed' }
}

/**
 * Reads the error of an invoke's `onError` event as action or guard params, so implementations
 * take the error typed and the config stays free of casts.
 *
 * @example onError: { target: 'failed', actions: { type: 'storeError', params: invokeError } }
 */
export const invokeError = ({ event }: { event: { error: unknown } }) => event.error
