import type { ReactNode } from 'react'
import { croupierColors as c } from '../../design/tokens'

type IllustrationProps = { className?: string }

/** Decorative: the heading says what happened, so screen readers skip the picture. */
function Frame({ className, children }: IllustrationProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 240 180" aria-hidden="true" focusable="false" role="presentation">
      <ellipse cx="120" cy="162" rx="92" ry="10" fill={c.surfaceRaised} />
      {children}
    </svg>
  )
}

/** A chip, the brand's recurring motif. */
function Chip({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} />
      <circle cx={x} cy={y} r={r * 0.72} fill="none" stroke={c.text} strokeWidth={r * 0.12} strokeDasharray={`${r * 0.3} ${r * 0.3}`} />
      <circle cx={x} cy={y} r={r * 0.45} fill={c.background} />
    </g>
  )
}

function Unauthorized(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="78" y="78" width="84" height="72" rx="10" fill={c.accent} />
      <path d="M94 78V58a26 26 0 0 1 52 0v20" fill="none" stroke={c.textMuted} strokeWidth="12" strokeLinecap="round" />
      <circle cx="120" cy="108" r="9" fill={c.background} />
      <rect x="116" y="112" width="8" height="20" rx="3" fill={c.background} />
    </Frame>
  )
}

function Forbidden(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <circle cx="120" cy="88" r="62" fill={c.danger} />
      <rect x="80" y="78" width="80" height="20" rx="6" fill={c.text} />
      <Chip x={186} y={140} r={18} fill={c.accent} />
    </Frame>
  )
}

function NotFound(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="60" y="40" width="78" height="108" rx="10" fill={c.text} transform="rotate(-12 99 94)" />
      <rect x="104" y="36" width="78" height="108" rx="10" fill={c.surfaceRaised} stroke={c.accent} strokeWidth="4" transform="rotate(10 143 90)" />
      <text x="143" y="108" textAnchor="middle" fontSize="56" fontWeight="700" fill={c.accent} fontFamily="Georgia, serif" transform="rotate(10 143 90)">
        ?
      </text>
      <path d="M78 70l10 -10 10 10 -10 10z" fill={c.danger} transform="rotate(-12 99 94)" />
    </Frame>
  )
}

function ServerError(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="62" y="34" width="116" height="120" rx="14" fill={c.surfaceRaised} stroke={c.accent} strokeWidth="4" />
      <rect x="76" y="56" width="88" height="44" rx="6" fill={c.background} />
      <text x="90" y="88" fontSize="24" fontWeight="700" fill={c.danger}>7</text>
      <text x="113" y="88" fontSize="24" fontWeight="700" fill={c.textMuted}>?</text>
      <text x="136" y="88" fontSize="24" fontWeight="700" fill={c.danger}>7</text>
      <path d="M178 70h12v-26" fill="none" stroke={c.textMuted} strokeWidth="6" strokeLinecap="round" />
      <circle cx="190" cy="40" r="8" fill={c.danger} />
      <path d="M84 120l14 14 12-16 16 18 14-14" fill="none" stroke={c.danger} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  )
}

function Oops(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <Chip x={84} y={130} r={24} fill={c.danger} />
      <Chip x={132} y={118} r={22} fill={c.accent} />
      <Chip x={170} y={140} r={18} fill={c.success} />
      <Chip x={110} y={64} r={20} fill={c.link} />
      <path d="M150 40l8 -14M164 52l14 -6M140 36l-2 -16" stroke={c.accent} strokeWidth="5" strokeLinecap="round" />
    </Frame>
  )
}

function RegionBlocked(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <circle cx="120" cy="86" r="60" fill={c.surfaceRaised} stroke={c.link} strokeWidth="4" />
      <path d="M64 70h112M64 104h112M120 26c-24 30-24 90 0 120M120 26c24 30 24 90 0 120" fill="none" stroke={c.link} strokeWidth="3" />
      <rect x="40" y="120" width="160" height="20" rx="4" fill={c.accent} />
      <path d="M56 120l-14 20M88 120l-14 20M120 120l-14 20M152 120l-14 20M184 120l-14 20" stroke={c.background} strokeWidth="8" />
    </Frame>
  )
}

function Maintenance(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <Chip x={120} y={92} r={56} fill={c.accent} />
      <path
        d="M176 38a22 22 0 0 0-30 26l-60 60a10 10 0 0 0 14 14l60-60a22 22 0 0 0 26-30l-12 12-12-4-4-12z"
        fill={c.textMuted}
        stroke={c.background}
        strokeWidth="4"
      />
    </Frame>
  )
}

export const illustrations = {
  unauthorized: Unauthorized,
  forbidden: Forbidden,
  notFound: NotFound,
  serverError: ServerError,
  oops: Oops,
  regionBlocked: RegionBlocked,
  maintenance: Maintenance,
} as const

export type IllustrationKind = keyof typeof illustrations
