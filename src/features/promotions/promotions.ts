/**
 * The promotions document (content query `promotions`) read as the promotions pages need it:
 * categories are its `category-{slug}` links, tag names its `tag-{slug}` blocks, promotions its
 * `promotion` blocks, each with a category and tags. Filtering is by the page's address alone
 * (`/promotions/{category}/tag/{tagSlug}`), so it needs no state of its own.
 */
import type { components } from '../../../openapi/dist/schema'

type Block = components['schemas']['ContentBlock']

export interface Named {
  slug: string
  name: string
}

const named = (prefix: string) => (blocks: readonly Block[]): Named[] =>
  blocks.filter((b) => b.kind === 'link' && b.id.startsWith(prefix)).map((b) => ({ slug: b.id.slice(prefix.length), name: b.title ?? b.id }))

/** The categories in the document's order. */
export const categoriesOf = named('category-')

const allTags = named('tag-')

/** The promotions of a category (every one without), with a tag when one is given. */
export function promotionsOf(blocks: readonly Block[], filter: { category?: string; tag?: string } = {}): Block[] {
  return blocks.filter(
    (b) => b.kind === 'promotion' && (!filter.category || b.category === filter.category) && (!filter.tag || (b.tags ?? []).includes(filter.tag)),
  )
}

/** The tags the promotions of a category carry, named, in the document's order of tags. */
export function tagsOf(blocks: readonly Block[], category: string): Named[] {
  const used = new Set(promotionsOf(blocks, { category }).flatMap((b) => b.tags ?? []))
  return allTags(blocks).filter((tag) => used.has(tag.slug))
}

/** A tag's name, for a promotion's list of tags. */
export function tagName(blocks: readonly Block[], slug: string): string {
  return allTags(blocks).find((tag) => tag.slug === slug)?.name ?? slug
}

/** One promotion by its category and slug, or undefined when the category does not hold it. */
export function promotionOf(blocks: readonly Block[], category: string, slug: string): Block | undefined {
  return promotionsOf(blocks, { category }).find((b) => b.id === slug)
}

/** Whether an address names what the document has: a known category, a tag its promotions carry. */
export function isKnown(blocks: readonly Block[], { category, tag }: { category?: string; tag?: string }): boolean {
  if (category !== undefined && !categoriesOf(blocks).some((c) => c.slug === category)) return false
  if (tag !== undefined && !tagsOf(blocks, category ?? '').some((t) => t.slug === tag)) return false
  return true
}
