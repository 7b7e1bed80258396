import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstPaintRenderer, type BootData, type FirstPaintModule } from './boot.ts'
import { buildClientWhenStale } from '../testing/client-build.ts'
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts'

const home = { access: {}, markets: [], locale: { langmarket: 'fi-FI', catalog: 'fi', texts: {} }, home: { blocks: [] }, footer: null, lobby: null } as unknown as BootData

/** A stand-in for the server build of src/entry-server.tsx that records its calls. */
function fakeModule(answer: (url: string) => Promise<{ html: string; settled: boolean }>) {
  const calls: { url: string; timeoutMs: number | undefined }[] = []
  const titled: { url: string; notFound: boolean }[] = []
  let warmed = false
  let finishWarmUp = () => {}
  const module: FirstPaintModule = {
    warmUp: () =>
      new Promise<void>((done) => {
        finishWarmUp = () => {
          warmed = true
          done()
        }
      }),
    renderFirstPaint: (url, _boot, timeoutMs) => {
      calls.push({ url, timeoutMs })
      if (!warmed) throw new Error('rendered before the warm-up finished')
      return answer(url).then((paint) => ({ ...paint, title: `${url} as rendered`, pageTitles: { [url]: 'data' } }))
    },
    routeTitle: async (url, _boot, { notFound }) => {
      titled.push({ url, notFound })
      return `${url} by its route`
    },
  }
  return { module, calls, titled, finishWarmUp: () => finishWarmUp() }
}

describe('the first paint renderer', () => {
  it('renders the home page once warmed up, within its time limit', async () => {
    const fake = fakeModule(async () => ({ html: '<main>home</main>', settled: true }))
    const render = firstPaintRenderer(fake.module, { timeoutMs: 700 })
    const page = render('/fi-FI', home)
    fake.finishWarmUp()
    expect(await page).toEqual({ html: '<main>home</main>', title: '/fi-FI as rendered', pageTitles: { '/fi-FI': 'data' } })
    expect(fake.calls).toEqual([{ url: '/fi-FI', timeoutMs: 700 }])
    expect(fake.titled).toEqual([])
  })

  it("renders a lobby or legal page, and for a page whose data is not inlined only its route's title (none without its locale)", async () => {
    const fake = fakeModule(async () => ({ html: '<main>x</main>', settled: true }))
    const render = firstPaintRenderer(fake.module)
    fake.finishWarmUp()
    expect(await render('/fi-FI/terms', { ...home, home: null })).toEqual({ html: '', title: '/fi-FI/terms by its route' })
    expect(await render('/fi-FI/nothing', { ...home, home: null }, { notFound: true })).toEqual({ html: '', title: '/fi-FI/nothing by its route' })
    expect(await render('/xx', { ...home, locale: null })).toEqual({ html: '', title: '' })
    expect(fake.calls).toEqual([])
    expect(fake.titled).toEqual([{ url: '/fi-FI/terms', notFound: false }, { url: '/fi-FI/nothing', notFound: true }])
    const lobby = { request: { type: 'LIVE_CASINO' }, layout: {} } as unknown as BootData['lobby']
    expect((await render('/fi-FI/live-casino-online', { ...home, home: null, lobby })).html).toBe('<main>x</main>')
    expect(fake.calls).toEqual([{ url: '/fi-FI/live-casino-online', timeoutMs: 1000 }])
    const legal = { document: 'terms', page: {}, versions: {} } as unknown as BootData['legal']
    expect(await render('/fi-FI/terms', { ...home, home: null, legal })).toMatchObject({ html: '<main>x</main>', title: '/fi-FI/terms as rendered' })
  })

  it("drops a render that did not settle (too slow, or a guard sent it elsewhere), keeping its route's title", async () => {
    const fake = fakeModule(async () => ({ html: '<main>loader</main>', settled: false }))
    const render = firstPaintRenderer(fake.module)
    fake.finishWarmUp()
    expect(await render('/fi-FI', home)).toEqual({ html: '', title: '/fi-FI by its route' })
  })

  it('serves pages without a first paint while too many renders wait, and again with one after', async () => {
    const pending: (() => void)[] = []
    const fake = fakeModule(() => new Promise((done) => pending.push(() => done({ html: '<main>home</main>', settled: true }))))
    const render = firstPaintRenderer(fake.module, { maxWaiting: 2 })
    fake.finishWarmUp()
    const first = render('/fi-FI', home)
    const second = render('/fi-FI', home)
    expect(await render('/fi-FI', home)).toEqual({ html: '', title: '/fi-FI by its route' })
    await new Promise((done) => setTimeout(done, 0))
    pending.splice(0).forEach((finish) => finish())
    expect((await Promise.all([first, second])).map((paint) => paint.html)).toEqual(['<main>home</main>', '<main>home</main>'])
    const third = render('/fi-FI', home)
    await new Promise((done) => setTimeout(done, 0))
    pending.splice(0).forEach((finish) => finish())
    expect((await third).html).toBe('<main>home</main>')
  })
})

describe("the served page's document title", () => {
  // The production client and its server render (dist/ssr/entry-server.js), as the platform serves them.
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await startTestPlatform({ config: { clientDir: await buildClientWhenStale() } })
  }, 600_000)
  afterAll(() => platform?.close())

  const served = async (path: string) => {
    const answer = await fetch(`${platform.url}${path}`)
    const html = await answer.text()
    return {
      status: answer.status,
      titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
      painted: !html.includes('<div id="root"></div>'),
      data: JSON.parse(/<script type="application\/json" id="croupier-boot">([^<]*)<\/script>/.exec(html)![1]!) as BootData,
    }
  }

  it("paints the cookie banner for a visitor whose request carries no choice, and not for one whose does", async () => {
    const html = async (cookie?: string) => (await fetch(`${platform.url}/en-UN`, cookie ? { headers: { cookie } } : {})).text()
    const firstVisit = await html()
    expect(firstVisit).toContain('data-testid="cookie-banner"')
    expect(firstVisit).toContain('We use cookies')
    expect(await html('croupier_cookie_consent=f0.m0')).not.toContain('data-testid="cookie-banner"')
    // A cookie that is not a choice (unreadable) asks again, as the browser's flow does.
    expect(await html('croupier_cookie_consent=yes')).toContain('data-testid="cookie-banner"')
  })

  it('names the page the platform renders first, in its language, a category by its label', async () => {
    for (const [path, title] of [
      ['/en-UN/terms', 'Terms and conditions – Croupier'],
      ['/no-NO/terms', 'Vilkår og betingelser – Croupier'],
      ['/no-NO/online-casino', 'Kasino – Croupier'],
      ['/en-UN/online-casino/classic', 'Classic slots – Croupier'],
      ['/no-NO/online-casino/classic', 'Klassiske spilleautomater – Croupier'],
      ['/en-UN/age-restrictions', 'Age restrictions – Croupier'],
      // The home page has the brand's own title.
      ['/en-UN', 'Croupier – online casino, live casino and sportsbook'],
      ['/no-NO', 'Croupier – nettcasino, live-kasino og sportsbok'],
    ] as const) {
      const page = await served(path)
      expect(page.painted, path).toBe(true)
      expect(page.titles, path).toEqual([title])
    }
    // The data titles the first paint had, for the browser to start from (its page hydrates after its frame).
    expect(Object.values((await served('/en-UN/online-casino/classic')).data.pageTitles ?? {})).toEqual(['Classic slots'])
  })

  it("names a page served without a first paint by its route, and an unknown one as not found; one outside every market's languages keeps the template's", async () => {
    expect(await served('/no-NO/my-account/banking/deposit')).toMatchObject({ status: 200, painted: false, titles: ['Sett inn – Croupier'] })
    expect(await served('/en-UN/online-casino/play/novomatic/book-of-fortune')).toMatchObject({ painted: false, titles: ['Casino – Croupier'] })
    expect(await served('/en-UN/no-such-page')).toMatchObject({ status: 404, painted: false, titles: ['Page not found – Croupier'] })
    expect(await served('/en-UN/terms/more')).toMatchObject({ status: 404, titles: ['Page not found – Croupier'] })
    const signUp = await served('/en-UN/signup')
    expect(signUp).toMatchObject({ painted: false, titles: ['Sign up – Croupier'] })
    expect(signUp.data.pageTitles).toBeUndefined()
    expect((await served('/xx-QQ/login')).titles).toEqual(['Croupier'])
  })

  it("escapes the page's title as text", async () => {
    const key = 'static-page/age-restrictions'
    const row = await platform.db.one<{ blocks: { kind: string; title?: string }[] }>('select blocks from content_documents where query = $1 and catalog = $2', [key, 'en'])
    const blocks = row!.blocks.map((block) => (block.kind === 'banner' ? { ...block, title: 'Age & <b>limits</b>' } : block))
    await platform.db.query('update content_documents set blocks = $3::jsonb where query = $1 and catalog = $2', [key, 'en', JSON.stringify(blocks)])
    const page = await served('/en-UN/age-restrictions')
    expect(page.painted).toBe(true)
    expect(page.titles).toEqual(['Age &amp; &lt;b>limits&lt;/b> – Croupier'])
  })
})
