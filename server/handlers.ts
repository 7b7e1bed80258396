/**
 * Every operation handler, keyed by operationId, collected from the area modules. An operation
 * missing here answers 501 with its reason from http/not-implemented.ts.
 */
import type { Handlers } from './http/handler.ts'
import { systemHandlers } from './system/handlers.ts'
import { identityHandlers } from './identity/handlers.ts'

const areas: Handlers[] = [systemHandlers, identityHandlers]

export const handlers: Handlers = Object.assign({}, ...areas)
