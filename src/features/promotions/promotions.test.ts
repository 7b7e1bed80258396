import { describe, expect, it } from 'vitest'
import type { components } from '../../../openapi/dist/schema'
import { categoriesOf, isKnown, promotionOf, promotionsOf, tagName, tagsOf } from './promotions'

type Block = components['schemas']['ContentBlock']

const blocks: Block[] = [
  { id: 'title', kind: 'banner', title: 'Promotions' },
  { id: 'category-casino', kind: 'link', title: 'Casino', cta: { text: 'Casino', url: '/promotions/casino' } },
  { id: 'category-free-spins', kind: 'link', title: 'Free spins', cta: { text: 'Free spins', url: '/promotions/free-spins' } },
  { id: 'category-live-casino', kind: 'link', title: 'Live casino', cta: { text: 'Live casino', url: '/promotions/live-casino' } },
  { id: 'tag-welcome', kind: 'link', title: 'Welcome' },
  { id: 'tag-reload', kind: 'link', title: 'Reload' },
  { id: 'tag-no-wagering', kind: 'link', title: 'No wagering' },
  { id: 'bonus-terms', kind: 'link', title: 'Bonus terms', cta: { text: 'Bonus terms', url: '/bonus-terms' } },
  { id: 'welcome-casino', kind: 'promotion', title: 'Welcome', category: 'casino', tags: ['welcome'] },
  { id: 'casino-reload', kind: 'promotion', title: 'Reload', category: 'casino', tags: ['reload'] },
  { id: 'welcome-spins', kind: 'promotion', title: 'Spins', category: 'free-spins', tags: ['welcome', 'no-wagering'] },
]

describe('promotions', () => {
  it('lists the categories from their links, in order, and not other links', () => {
    expect(categoriesOf(blocks)).toEqual([
      { slug: 'casino', name: 'Casino' },
      { slug: 'free-spins', name: 'Free spins' },
      { slug: 'live-casino', name: 'Live casino' },
    ])
  })

  it('filters by category, then by tag', () => {
    expect(promotionsOf(blocks).map((b) => b.id)).toEqual(['welcome-casino', 'casino-reload', 'welcome-spins'])
    expect(promotionsOf(blocks, { category: 'casino' }).map((b) => b.id)).toEqual(['welcome-casino', 'casino-reload'])
    expect(promotionsOf(blocks, { category: 'casino', tag: 'reload' }).map((b) => b.id)).toEqual(['casino-reload'])
    expect(promotionsOf(blocks, { category: 'free-spins', tag: 'reload' })).toEqual([])
    expect(promotionsOf(blocks, { category: 'live-casino' })).toEqual([])
  })

  it('offers only the tags a category’s promotions carry, named, in the tags’ order', () => {
    expect(tagsOf(blocks, 'casino')).toEqual([
      { slug: 'welcome', name: 'Welcome' },
      { slug: 'reload', name: 'Reload' },
    ])
    expect(tagsOf(blocks, 'free-spins').map((t) => t.slug)).toEqual(['welcome', 'no-wagering'])
    expect(tagName(blocks, 'no-wagering')).toBe('No wagering')
    expect(tagName(blocks, 'unknown')).toBe('unknown')
  })

  it('finds a promotion only under its own category', () => {
    expect(promotionOf(blocks, 'casino', 'casino-reload')?.title).toBe('Reload')
    expect(promotionOf(blocks, 'free-spins', 'casino-reload')).toBeUndefined()
    expect(promotionOf(blocks, 'casino', 'category-casino')).toBeUndefined()
  })

  it('knows an address only when its category and tag are the document’s', () => {
    expect(isKnown(blocks, {})).toBe(true)
    expect(isKnown(blocks, { category: 'casino' })).toBe(true)
    expect(isKnown(blocks, { category: 'live-casino' })).toBe(true)
    expect(isKnown(blocks, { category: 'sports' })).toBe(false)
    expect(isKnown(blocks, { category: 'casino', tag: 'reload' })).toBe(true)
    expect(isKnown(blocks, { category: 'casino', tag: 'no-wagering' })).toBe(false)
    expect(isKnown(blocks, { category: 'casino', tag: 'nothing' })).toBe(false)
  })
})
