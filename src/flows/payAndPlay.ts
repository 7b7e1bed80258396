import { claimsOf } from '../../machines/authorization/restoreSession'
import { payAndPlayMachine } from '../../machines/payAndPlay/payAndPlay.machine'
import { authorizePayNPlay, loginPayNPlay, updatePayNPlayPlayer, verifyPayNPlayCode } from '../api/payAndPlay.actors'
import type { Flow } from './useFlow'

/** Pay N Play with the platform calls; a login hands the tokens to the authorization actor, as password login does. */
export const payAndPlayFlow: Flow<typeof payAndPlayMachine> = ({ actors }) =>
  payAndPlayMachine.provide({
    actors: { authorize: authorizePayNPlay, verifyCode: verifyPayNPlayCode, updatePlayer: updatePayNPlayPlayer, loginPlayer: loginPayNPlay },
    actions: {
      handOverSession: (_, result) =>
        actors.authorization.send({
          type: 'auth.loggedIn',
          credentials: { idToken: result.idToken, accessToken: result.accessToken, playerId: result.playerId },
          claims: claimsOf(result.idToken) ?? { player_id: result.playerId },
          firstLogin: result.firstLogin,
          termsUpdateRequired: result.termsUpdateRequired,
        }),
    },
  })
