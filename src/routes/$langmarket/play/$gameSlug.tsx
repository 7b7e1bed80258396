import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { gameQueryOptions } from '../../../api/gameLaunch.actors'
import { requireLobbyAccess } from '../../../guards/beforeLoad'
import { GamePage } from '../../../features/game/GamePage'

/**
 * The generic game page by slug (spec 000 §2 `/play/{gameSlug}`, guard 7): the game's detail is
 * loaded first; a game that does not load sends the visitor to the locale home, and the game's own
 * lobby guards it (casino access for a casino game, live-casino access for a live table). The game
 * page and its launch flow are the lobbies' own.
 */
export const Route = createFileRoute('/$langmarket/play/$gameSlug')({
  staticData: { title: msg`Game` },
  beforeLoad: async (args) => {
    const { context, params } = args
    const game = await context.queryClient.ensureQueryData(gameQueryOptions({ slug: params.gameSlug, market: context.locale.market.id })).catch(() => null)
    if (!game) throw redirect({ href: `/${params.langmarket}`, replace: true })
    await requireLobbyAccess(game.type, args)
    return { lobby: game.type }
  },
  component: PlayBySlug,
})

function PlayBySlug() {
  const { gameSlug } = Route.useParams()
  const lobby = Route.useRouteContext({ select: (context) => context.lobby })
  return <GamePage lobby={lobby} slug={gameSlug} />
}
