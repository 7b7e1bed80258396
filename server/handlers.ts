/**
 * Every operation handler, keyed by operationId, collected from the area modules. The platform
 * refuses to start while an operation of openapi/ is missing here (http/openapi.ts).
 */
import { mergeHandlers } from './http/handler.ts'
import { systemHandlers } from './system/handlers.ts'
import { identityHandlers } from './identity/handlers.ts'
import { walletHandlers } from './wallet/handlers.ts'
import { paymentHandlers } from './payments/handlers.ts'
import { limitHandlers } from './limits/handlers.ts'
import { authHandlers } from './auth/handlers.ts'
import { realtimeHandlers } from './realtime/handlers.ts'
import { gamesHandlers } from './games/handlers.ts'
import { sandboxHandlers } from './sandbox/handlers.ts'
import { activityHandlers } from './activity/handlers.ts'
import { payNPlayHandlers } from './paynplay/handlers.ts'
import { bonusHandlers } from './bonus/handlers.ts'
import { documentHandlers } from './documents/handlers.ts'
import { eddHandlers } from './edd/handlers.ts'
import { responsibleGamblingHandlers } from './responsible-gambling/handlers.ts'
import { accountHandlers } from './account/handlers.ts'
import { crmHandlers } from './crm/handlers.ts'
import { sportsbookHandlers } from './sportsbook/handlers.ts'
import { tournamentHandlers } from './tournaments/handlers.ts'
import { cashbackHandlers } from './cashback/handlers.ts'

export const handlers = mergeHandlers(systemHandlers, identityHandlers, authHandlers, realtimeHandlers, walletHandlers, paymentHandlers, limitHandlers, gamesHandlers, sandboxHandlers, activityHandlers, payNPlayHandlers, bonusHandlers, responsibleGamblingHandlers, documentHandlers, eddHandlers, accountHandlers, crmHandlers, tournamentHandlers, cashbackHandlers, sportsbookHandlers)
