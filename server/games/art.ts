/**
 * Game art drawn by the platform: every thumbnail is an SVG made from the game's slug (palette,
 * motif placement), its theme (which motif) and its title, so each of the thousand games has
 * its own tile without a single external image. Same input, same bytes: the URLs can be cached.
 */
import { hash32, prng, type Prng } from './prng.ts'

/** Bump when the drawing changes, so caches and ETags move on. */
export const ART_VERSION = 1

/** The 1x tile; 2x and 3x are the same drawing at two and three times the size. */
export const THUMBNAIL = { width: 200, height: 200 } as const
/** The double-height tile of a featured game (two rows and the 16 px gap between them). */
export const VERTICAL = { width: 200, height: 416 } as const
export const HERO = { width: 1440, height: 480 } as const
export const PROVIDER_LOGO = { width: 160, height: 48 } as const

export const DENSITIES = [1, 2, 3] as const
export type Density = (typeof DENSITIES)[number]

export interface ArtSubject {
  slug: string
  name: string
  theme: string
  providerTitle: string
}

export const thumbnailUrl = (slug: string, density: Density) => `/media/games/${slug}@${density}x.svg`
export const verticalUrl = (slug: string) => `/media/games/${slug}-vertical@2x.svg`
export const heroUrl = (lobby: 'casino' | 'live-casino') => `/media/lobby/${lobby}-hero.svg`
export const providerLogoUrl = (provider: string) => `/media/providers/${provider}.svg`

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const hsl = (h: number, s: number, l: number, a = 1) => (a === 1 ? `hsl(${h % 360} ${s}% ${l}%)` : `hsl(${h % 360} ${s}% ${l}% / ${a})`)

interface Palette {
  hue: number
  deep: string
  mid: string
  light: string
  accent: string
  accentSoft: string
}

function palette(r: Prng): Palette {
  const hue = r.int(0, 359)
  const accentHue = (hue + r.pick([30, 150, 180, 210])) % 360
  return {
    hue,
    deep: hsl(hue, r.int(45, 70), r.int(12, 20)),
    mid: hsl(hue, r.int(55, 80), r.int(30, 42)),
    light: hsl(hue, r.int(60, 85), r.int(55, 68)),
    accent: hsl(accentHue, r.int(75, 95), r.int(55, 65)),
    accentSoft: hsl(accentHue, 80, 70, 0.35),
  }
}

/** Motifs by theme, drawn in a 200-wide box of the given height. */
const motifs: Record<string, (r: Prng, p: Palette, h: number) => string> = {
  egypt: (r, p, h) => {
    const base = h * 0.78
    const pyramids = Array.from({ length: r.int(2, 3) }, () => {
      const x = r.int(-20, 160)
      const w = r.int(70, 130)
      return `<path d="M${x} ${base}L${x + w / 2} ${base - w * 0.62}L${x + w} ${base}Z" fill="${p.accent}" opacity="${(0.5 + r.next() * 0.4).toFixed(2)}"/>`
    })
    return `${sunburst(r, p, 100, h * 0.3, 14)}<circle cx="100" cy="${(h * 0.3).toFixed(0)}" r="${r.int(18, 28)}" fill="${p.light}"/>${pyramids.join('')}`
  },
  luck: (r, p, h) => `${sunburst(r, p, 100, h * 0.35, 16)}${rainbow(r, p, h)}${scatterShapes(r, p, h, 'clover', 5)}`,
  myth: (r, p, h) => `${columns(r, p, h)}${lightning(r, p, h)}`,
  norse: (r, p, h) => `${mountains(r, p, h)}${scatterShapes(r, p, h, 'rune', 4)}`,
  adventure: (r, p, h) => `${mountains(r, p, h)}${sunburst(r, p, r.int(40, 160), h * 0.25, 10)}`,
  animals: (r, p, h) => `${sunDisc(r, p, h)}${hills(r, p, h)}`,
  fruit: (r, p, h) => `${grid(r, p, h)}${scatterShapes(r, p, h, 'cherry', 4)}`,
  gems: (r, p, h) => `${sunburst(r, p, 100, h * 0.45, 12)}${scatterShapes(r, p, h, 'gem', 6)}`,
  asia: (r, p, h) => `${sunDisc(r, p, h)}${scatterShapes(r, p, h, 'lantern', 4)}`,
  western: (r, p, h) => `${stripes(r, p, h)}${sunDisc(r, p, h)}${hills(r, p, h)}`,
  space: (r, p, h) => `${stars(r, p, h, 40)}${planet(r, p, h)}`,
  sweets: (r, p, h) => scatterShapes(r, p, h, 'bubble', 12),
  dark: (r, p, h) => `${stars(r, p, h, 20)}<circle cx="${r.int(120, 160)}" cy="${r.int(30, 60)}" r="26" fill="${p.light}"/><circle cx="${r.int(130, 170)}" cy="${r.int(25, 50)}" r="24" fill="${p.deep}"/>${hills(r, p, h)}`,
  ocean: (r, p, h) => `${sunDisc(r, p, h)}${waves(r, p, h)}`,
  live: (r, p, h) => `${sunburst(r, p, 100, h * 0.42, 18)}${wheel(100, h * 0.42, Math.min(80, h * 0.36), r)}`,
}

function sunburst(r: Prng, p: Palette, cx: number, cy: number, rays: number): string {
  const rot = r.next() * 360
  const paths = Array.from({ length: rays }, (_, i) => {
    const a = ((rot + (i * 360) / rays) * Math.PI) / 180
    const b = a + Math.PI / rays
    const far = 320
    return `M${cx} ${cy}L${(cx + far * Math.cos(a)).toFixed(1)} ${(cy + far * Math.sin(a)).toFixed(1)}L${(cx + far * Math.cos(b)).toFixed(1)} ${(cy + far * Math.sin(b)).toFixed(1)}Z`
  })
  return `<path d="${paths.join('')}" fill="${p.accentSoft}"/>`
}

function mountains(r: Prng, p: Palette, h: number): string {
  const layers = [0.55, 0.7].map((level, i) => {
    let d = `M0 ${h}`
    for (let x = 0; x <= 200; x += r.int(25, 45)) d += `L${x} ${(h * level - r.int(0, 40) + i * 10).toFixed(0)}`
    return `<path d="${d}L200 ${h}Z" fill="${i ? p.deep : p.mid}" opacity="${i ? 0.9 : 0.8}"/>`
  })
  return layers.join('')
}

function hills(r: Prng, p: Palette, h: number): string {
  const y = h * (0.72 + r.next() * 0.08)
  return `<path d="M0 ${y.toFixed(0)}Q${r.int(40, 80)} ${(y - r.int(20, 40)).toFixed(0)} 100 ${y.toFixed(0)}T200 ${(y - r.int(0, 20)).toFixed(0)}V${h}H0Z" fill="${p.deep}" opacity="0.85"/>`
}

function sunDisc(r: Prng, p: Palette, h: number): string {
  return `<circle cx="${r.int(50, 150)}" cy="${(h * (0.3 + r.next() * 0.15)).toFixed(0)}" r="${r.int(28, 46)}" fill="${p.accent}" opacity="0.85"/>`
}

function rainbow(r: Prng, p: Palette, h: number): string {
  const cy = h * 0.85
  return [70, 58, 46]
    .map((rad, i) => `<path d="M${100 - rad} ${cy}A${rad} ${rad} 0 0 1 ${100 + rad} ${cy}" fill="none" stroke="${hsl(p.hue + i * 60 + r.int(0, 20), 85, 60)}" stroke-width="9" opacity="0.8"/>`)
    .join('')
}

function columns(r: Prng, p: Palette, h: number): string {
  const n = r.int(3, 5)
  return Array.from({ length: n }, (_, i) => {
    const x = 20 + (i * 160) / (n - 1) - 8
    return `<rect x="${x.toFixed(0)}" y="${(h * 0.35).toFixed(0)}" width="16" height="${(h * 0.65).toFixed(0)}" fill="${p.light}" opacity="0.35"/>`
  }).join('')
}

function lightning(r: Prng, p: Palette, h: number): string {
  const x = r.int(60, 140)
  return `<path d="M${x} 0L${x - 22} ${(h * 0.45).toFixed(0)}H${x - 4}L${x - 18} ${h}L${x + 26} ${(h * 0.38).toFixed(0)}H${x + 6}L${x + 20} 0Z" fill="${p.accent}" opacity="0.75"/>`
}

function grid(r: Prng, p: Palette, h: number): string {
  const cells: string[] = []
  const size = r.int(22, 30)
  for (let y = 0; y < h; y += size) for (let x = (y / size) % 2 ? size / 2 : 0; x < 200; x += size) cells.push(`M${x} ${y}h${size / 2}v${size / 2}h-${size / 2}Z`)
  return `<path d="${cells.join('')}" fill="${p.accentSoft}"/>`
}

function stripes(r: Prng, p: Palette, h: number): string {
  const w = r.int(14, 24)
  const d: string[] = []
  for (let x = -h; x < 200; x += w * 2) d.push(`M${x} ${h}L${x + h} 0h${w}L${x + w} ${h}Z`)
  return `<path d="${d.join('')}" fill="${p.accentSoft}"/>`
}

function stars(r: Prng, p: Palette, h: number, n: number): string {
  return Array.from({ length: n }, () => `<circle cx="${r.int(0, 200)}" cy="${r.int(0, h)}" r="${(0.6 + r.next() * 1.8).toFixed(1)}" fill="#fff" opacity="${(0.4 + r.next() * 0.6).toFixed(2)}"/>`).join('')
}

function planet(r: Prng, p: Palette, h: number): string {
  const cx = r.int(60, 140)
  const cy = (h * (0.3 + r.next() * 0.2)).toFixed(0)
  const rad = r.int(30, 50)
  return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${p.accent}"/><ellipse cx="${cx}" cy="${cy}" rx="${rad * 1.7}" ry="${(rad * 0.35).toFixed(0)}" fill="none" stroke="${p.light}" stroke-width="4" transform="rotate(${r.int(-25, 25)} ${cx} ${cy})"/>`
}

function waves(r: Prng, p: Palette, h: number): string {
  return [0.62, 0.74, 0.86]
    .map((level, i) => {
      const y = h * level
      const a = r.int(6, 12)
      return `<path d="M0 ${y.toFixed(0)}q25 -${a} 50 0t50 0t50 0t50 0V${h}H0Z" fill="${i === 2 ? p.deep : p.mid}" opacity="${(0.55 + i * 0.15).toFixed(2)}"/>`
    })
    .join('')
}

function scatterShapes(r: Prng, p: Palette, h: number, kind: 'gem' | 'bubble' | 'cherry' | 'lantern' | 'clover' | 'rune', n: number): string {
  return Array.from({ length: n }, () => {
    const x = r.int(10, 190)
    const y = r.int(10, Math.max(20, Math.floor(h * 0.6)))
    const s = r.int(8, 20)
    const fill = hsl(p.hue + r.pick([0, 40, 160, 200]), 80, r.int(55, 72))
    switch (kind) {
      case 'gem':
        return `<path d="M${x} ${y - s}L${x + s} ${y}L${x} ${y + s * 1.3}L${x - s} ${y}Z" fill="${fill}" opacity="0.9"/>`
      case 'bubble':
        return `<circle cx="${x}" cy="${y}" r="${s}" fill="${fill}" opacity="0.75"/><circle cx="${x - s / 3}" cy="${y - s / 3}" r="${(s / 4).toFixed(1)}" fill="#fff" opacity="0.7"/>`
      case 'cherry':
        return `<path d="M${x} ${y - s}q${s} 0 ${s} ${s * 1.2}M${x} ${y - s}q-${s / 2} ${s / 2} -${s / 2} ${s * 1.2}" stroke="${p.light}" stroke-width="2" fill="none"/><circle cx="${x + s}" cy="${y + s * 0.4}" r="${s / 2}" fill="${p.accent}"/><circle cx="${x - s / 2}" cy="${y + s * 0.4}" r="${s / 2}" fill="${p.accent}"/>`
      case 'lantern':
        return `<line x1="${x}" y1="0" x2="${x}" y2="${y - s}" stroke="${p.light}" stroke-width="1.5"/><ellipse cx="${x}" cy="${y}" rx="${s}" ry="${(s * 1.2).toFixed(1)}" fill="${hsl(5, 85, 50)}" opacity="0.9"/>`
      case 'clover':
        return [0, 90, 180, 270].map((a) => `<circle cx="${(x + (s / 2) * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(y + (s / 2) * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="${(s / 2).toFixed(1)}" fill="${hsl(130, 60, 45)}" opacity="0.85"/>`).join('')
      case 'rune':
        return `<path d="M${x} ${y - s}V${y + s}M${x} ${y - s / 2}L${x + s / 1.5} ${y - s}M${x} ${y}L${x + s / 1.5} ${y - s / 2}" stroke="${p.accent}" stroke-width="3" fill="none" opacity="0.8"/>`
    }
  }).join('')
}

/** A single-zero wheel: 37 pockets in wheel order, red and black alternating around the green. */
function wheel(cx: number, cy: number, radius: number, r: Prng): string {
  const rot = r.next() * 360
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const a = ((rot + (i * 360) / 37) * Math.PI) / 180
    const b = ((rot + ((i + 1) * 360) / 37) * Math.PI) / 180
    const fill = i === 0 ? '#0f8a4b' : i % 2 ? '#c8102e' : '#16161a'
    return `<path d="M${cx} ${cy}L${(cx + radius * Math.cos(a)).toFixed(1)} ${(cy + radius * Math.sin(a)).toFixed(1)}A${radius} ${radius} 0 0 1 ${(cx + radius * Math.cos(b)).toFixed(1)} ${(cy + radius * Math.sin(b)).toFixed(1)}Z" fill="${fill}"/>`
  })
  return `<circle cx="${cx}" cy="${cy}" r="${radius + 6}" fill="#6b4a1f"/>${pockets.join('')}<circle cx="${cx}" cy="${cy}" r="${(radius * 0.55).toFixed(1)}" fill="#8a6a32"/><circle cx="${cx}" cy="${cy}" r="${(radius * 0.2).toFixed(1)}" fill="#d9b45a"/>`
}

/** Splits a title into at most three lines that fit the tile at the largest size possible. */
export function layoutTitle(name: string, maxWidth: number): { lines: string[]; fontSize: number } {
  const words = name.split(/\s+/)
  // An average glyph of a bold condensed sans is about 0.56 em wide.
  const widthOf = (text: string, size: number) => text.length * size * 0.56
  for (let size = 30; size >= 13; size -= 1) {
    const lines: string[] = []
    let line = ''
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word
      if (widthOf(candidate, size) <= maxWidth) line = candidate
      else {
        if (line) lines.push(line)
        line = word
      }
    }
    if (line) lines.push(line)
    if (lines.length <= 3 && lines.every((l) => widthOf(l, size) <= maxWidth)) return { lines, fontSize: size }
  }
  return { lines: [name.slice(0, 24)], fontSize: 13 }
}

function titleBlock(name: string, p: Palette, centerY: number, width: number): string {
  const { lines, fontSize } = layoutTitle(name, width - 24)
  const lineHeight = fontSize * 1.08
  const top = centerY - ((lines.length - 1) * lineHeight) / 2
  const text = lines
    .map((l, i) => `<text x="${width / 2}" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(l)}</text>`)
    .join('')
  return `<g font-family="'Arial Narrow','Helvetica Neue',Arial,sans-serif" font-weight="800" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle" fill="#fff" stroke="${p.deep}" stroke-width="${(fontSize / 6).toFixed(1)}" paint-order="stroke" letter-spacing="0.3">${text}</g>`
}

function tile(subject: ArtSubject, box: { width: number; height: number }, density: number, variant: string): string {
  const r = prng(`${variant}:${subject.slug}:${ART_VERSION}`)
  const p = palette(r)
  const { width, height } = box
  const motif = (motifs[subject.theme] ?? motifs.gems!)(r, p, height)
  const gradientId = `g${hash32(subject.slug).toString(36)}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * density}" height="${height * density}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(subject.name)}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>`,
    `<linearGradient id="${gradientId}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>`,
    motif,
    `<rect width="${width}" height="${height}" fill="url(#${gradientId}s)"/>`,
    titleBlock(subject.name, p, height * 0.58, width),
    `<rect y="${height - 24}" width="${width}" height="24" fill="#000" opacity="0.45"/>`,
    `<text x="${width / 2}" y="${height - 12}" font-family="Arial,sans-serif" font-size="10" font-weight="700" letter-spacing="1.5" text-anchor="middle" dominant-baseline="middle" fill="#fff" opacity="0.9">${escapeXml(subject.providerTitle.toUpperCase())}</text>`,
    '</svg>',
  ].join('')
}

export const thumbnailSvg = (subject: ArtSubject, density: Density) => tile(subject, THUMBNAIL, density, 'thumb')
export const verticalSvg = (subject: ArtSubject) => tile(subject, VERTICAL, 2, 'vertical')

/** The lobby's hero banner: decorative only, so the client lays its own localised words over it. */
export function heroSvg(lobby: 'casino' | 'live-casino'): string {
  const r = prng(`hero:${lobby}:${ART_VERSION}`)
  const { width, height } = HERO
  const hue = lobby === 'casino' ? 265 : 155
  const coins = Array.from({ length: 26 }, () => {
    const x = r.int(0, width)
    const y = r.int(0, height)
    const s = r.int(6, 22)
    return `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${(s * 0.8).toFixed(1)}" fill="hsl(45 90% ${r.int(50, 65)}%)" opacity="${(0.35 + r.next() * 0.5).toFixed(2)}"/>`
  }).join('')
  const reels = Array.from({ length: 5 }, (_, i) => {
    const x = 820 + i * 104
    return `<rect x="${x}" y="120" width="92" height="240" rx="14" fill="hsl(${hue} 40% 96%)" opacity="0.92"/><text x="${x + 46}" y="245" font-family="Arial,sans-serif" font-size="64" font-weight="800" text-anchor="middle" dominant-baseline="middle" fill="hsl(${(hue + i * 47) % 360} 75% 45%)">7</text>`
  }).join('')
  const art = lobby === 'casino' ? `<rect x="800" y="100" width="540" height="280" rx="24" fill="hsl(${hue} 60% 22%)"/>${reels}` : wheel(1060, 240, 190, r)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">`,
    `<defs><radialGradient id="hero-${lobby}" cx="0.7" cy="0.4" r="0.9"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue} 65% 12%)"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#hero-${lobby})"/>`,
    sunburst(r, { hue, deep: '', mid: '', light: '', accent: '', accentSoft: `hsl(${hue} 90% 80% / 0.12)` }, 1060, 240, 24),
    coins,
    art,
    '</svg>',
  ].join('')
}

export function providerLogoSvg(title: string, id: string): string {
  const hue = hash32(id) % 360
  const { width, height } = PROVIDER_LOGO
  const size = Math.min(22, Math.floor((width - 16) / (title.length * 0.6)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><rect width="${width}" height="${height}" rx="10" fill="hsl(${hue} 55% 20%)"/><text x="${width / 2}" y="${height / 2}" font-family="Arial,sans-serif" font-size="${size}" font-weight="800" text-anchor="middle" dominant-baseline="middle" fill="hsl(${hue} 80% 85%)">${escapeXml(title)}</text></svg>`
}
