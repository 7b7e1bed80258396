import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleOpenApi } from '../../openapi/bundle'

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

/**
 * The platform turns every path into a fastify route (`{x}` → `:x`). Static and parametric
 * segments overlap in places (`/content/events` beside `/content/{query}`), so
 * this checks that the router accepts them all and sends each URL to the intended operation.
 */
describe('contract paths as fastify routes', () => {
  async function router() {
    const app = Fastify()
    for (const [path, item] of Object.entries<any>(bundleOpenApi().paths)) {
      for (const method of methods) {
        if (!item[method]) continue
        const operationId: string = item[method].operationId
        app.route({
          method: method.toUpperCase() as Uppercase<typeof method>,
          url: path.replace(/\{([^}]+)\}/g, ':$1'),
          handler: async (request) => ({ operationId, params: request.params }),
        })
      }
    }
    await app.ready()
    return app
  }

  let app: Awaited<ReturnType<typeof router>>
  beforeAll(async () => {
    app = await router()
  })
  afterAll(() => app.close())

  it.each([
    ['GET', '/api/v1/bonus/campaigns/details?campaignIds=a,b', 'getCampaignDetails', {}],
    ['GET', '/api/v1/bonus/campaigns-by-language/fi', 'listCampaignsByLanguage', { language: 'fi' }],
    ['POST', '/api/v1/bonus/campaigns/c1/claim', 'claimCampaign', { campaignId: 'c1' }],
    ['POST', '/api/v1/bonus/campaigns/c1/activate', 'performCampaignAction', { campaignId: 'c1', action: 'activate' }],
    ['GET', '/api/v1/content/events?locale=en-UN', 'streamContentEvents', {}],
    ['GET', '/api/v1/content/footer?locale=en-UN', 'getContent', { query: 'footer' }],
    ['GET', '/api/v1/tournament/public/UN/casino/EN', 'listPublicTournaments', { market: 'UN', vertical: 'casino', lang: 'EN' }],
    ['GET', '/api/v1/tournament/UN/casino/EN', 'listTournaments', { market: 'UN', vertical: 'casino', lang: 'EN' }],
    ['POST', '/api/v1/player/p-1/timeout/cooling', 'startPlayerCooling', { id: 'p-1' }],
    ['GET', '/api/v1/player/profile', 'getPlayerProfile', {}],
    ['GET', '/api/v2/bonus/rewards?rewardsType=ACTIVE', 'listPlayerRewards', {}],
    ['GET', '/api/v2/bonus/rewards-by-language/fi?rewardsType=ACTIVE', 'listPlayerRewardsByLanguage', { language: 'fi' }],
    ['POST', '/api/v2/bonus/rewards/claim', 'claimReward', {}],
  ])('%s %s reaches %s', async (method, url, operationId, params) => {
    const response = await app.inject({ method: method as 'GET', url })
    expect(response.json()).toEqual({ operationId, params })
  })
})
