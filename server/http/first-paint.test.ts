import { describe, expect, it } from 'vitest'
import { firstPaintRenderer, type BootData, type FirstPaintModule } from './boot.ts'

const home = { access: {}, markets: [], locale: { langmarket: 'fi-FI', catalog: 'fi', texts: {} }, home: { blocks: [] }, footer: null, lobby: null } as unknown as BootData

/** A stand-in for the server build of src/entry-server.tsx that records its calls. */
function fakeModule(answer: (url: string) => Promise<{ html: string; settled: boolean }>) {
  const calls: { url: string; timeoutMs: number | undefined }[] = []
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
      return answer(url)
    },
  }
  return { module, calls, finishWarmUp: () => finishWarmUp() }
}

describe('the first paint renderer', () => {
  it('renders the home page once warmed up, within its time limit', async () => {
    const fake = fakeModule(async () => ({ html: '<main>home</main>', settled: true }))
    const render = firstPaintRenderer(fake.module, { timeoutMs: 700 })
    const page = render('/fi-FI', home)
    fake.finishWarmUp()
    expect(await page).toBe('<main>home</main>')
    expect(fake.calls).toEqual([{ url: '/fi-FI', timeoutMs: 700 }])
  })

  it('renders a lobby or legal page, and nothing for a page whose data is not inlined or one without its locale', async () => {
    const fake = fakeModule(async () => ({ html: '<main>x</main>', settled: true }))
    const render = firstPaintRenderer(fake.module)
    fake.finishWarmUp()
    expect(await render('/fi-FI/terms', { ...home, home: null })).toBe('')
    expect(await render('/xx', { ...home, locale: null })).toBe('')
    expect(fake.calls).toEqual([])
    const lobby = { request: { type: 'LIVE_CASINO' }, layout: {} } as unknown as BootData['lobby']
    expect(await render('/fi-FI/live-casino-online', { ...home, home: null, lobby })).toBe('<main>x</main>')
    expect(fake.calls).toEqual([{ url: '/fi-FI/live-casino-online', timeoutMs: 1000 }])
    const legal = { document: 'terms', page: {}, versions: {} } as unknown as BootData['legal']
    expect(await render('/fi-FI/terms', { ...home, home: null, legal })).toBe('<main>x</main>')
  })

  it('drops a render that did not settle (too slow, or a guard sent it elsewhere)', async () => {
    const fake = fakeModule(async () => ({ html: '<main>loader</main>', settled: false }))
    const render = firstPaintRenderer(fake.module)
    fake.finishWarmUp()
    expect(await render('/fi-FI', home)).toBe('')
  })

  it('serves pages without a first paint while too many renders wait, and again with one after', async () => {
    const pending: (() => void)[] = []
    const fake = fakeModule(() => new Promise((done) => pending.push(() => done({ html: '<main>home</main>', settled: true }))))
    const render = firstPaintRenderer(fake.module, { maxWaiting: 2 })
    fake.finishWarmUp()
    const first = render('/fi-FI', home)
    const second = render('/fi-FI', home)
    expect(await render('/fi-FI', home)).toBe('')
    await new Promise((done) => setTimeout(done, 0))
    pending.splice(0).forEach((finish) => finish())
    expect(await Promise.all([first, second])).toEqual(['<main>home</main>', '<main>home</main>'])
    const third = render('/fi-FI', home)
    await new Promise((done) => setTimeout(done, 0))
    pending.splice(0).forEach((finish) => finish())
    expect(await third).toBe('<main>home</main>')
  })
})
