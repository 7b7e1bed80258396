/**
 * Every operation handler, keyed by operationId, collected from the area modules. An operation
 * missing here answers 501 with its reason from http/not-implemented.ts.
 */
import { mergeHandlers } from './http/handler.ts'
import { systemHandlers } from './system/handlers.ts'
import { identityHandlers } from './identity/handlers.ts'

export const handlers = mergeHandlers(systemHandlers, identityHandlers)
