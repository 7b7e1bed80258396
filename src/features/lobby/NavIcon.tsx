/**
 * The bottom navigation's pictures, drawn inline: text glyphs such as ⚽ depend on the device's
 * fonts (a phone or a browser without an emoji font drew an empty box for Sports). Decorative —
 * each tab is named by its text — so hidden from assistive technology, and drawn in the tab's
 * colour (`currentColor`) so the current page's tab colours its icon too.
 */
const paths = {
  filters: 'M3 5h18l-7 8v6l-4 2v-8z',
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  casino: 'M12 3c3 3.5 7 6 7 9.5a3.5 3.5 0 0 1-6 2.4l.8 4.1h-3.6l.8-4.1a3.5 3.5 0 0 1-6-2.4C5 9 9 6.5 12 3z',
  liveCasino: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-4a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 2a7 7 0 1 0 0 14 7 7 0 0 0 0-14z',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 3.2 2.9 2.1-1.1 3.4h-3.6L9.1 8.3zM5.4 10.6l2.2-.7 1.1 3.4-2.1 2.9-1.6-.9a7 7 0 0 1 .4-4.7zm13.2 0a7 7 0 0 1 .4 4.7l-1.6.9-2.1-2.9 1.1-3.4zM9.3 17.2l1.4-1.9h2.6l1.4 1.9-.6 1.6a7 7 0 0 1-4.2 0z',
  account: 'M4 6h16v2H4zm0 5h16v2H4zm0 5h16v2H4z',
} as const

export type NavIconName = keyof typeof paths

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
