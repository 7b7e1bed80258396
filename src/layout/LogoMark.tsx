import { croupierColors as c } from '../design/tokens'

/** The brand chip; the link around it carries the accessible name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill={c.accent} />
      <circle cx="16" cy="16" r="11" fill="none" stroke={c.onAccent} strokeWidth="2" strokeDasharray="4 3" />
      <circle cx="16" cy="16" r="6" fill={c.background} />
    </svg>
  )
}
