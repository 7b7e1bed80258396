// The slot's symbols, drawn as SVG (no image files): a wild star, a scatter gem, four high
// symbols and the four card ranks.
const NS = 'http://www.w3.org/2000/svg'

function svg(children, label) {
  const root = document.createElementNS(NS, 'svg')
  root.setAttribute('viewBox', '0 0 100 100')
  root.setAttribute('role', 'img')
  root.setAttribute('aria-label', label)
  for (const [tag, attrs, text] of children) {
    const node = document.createElementNS(NS, tag)
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
    if (text) node.textContent = text
    root.append(node)
  }
  return root
}

const letter = (text, fill) => [
  ['circle', { cx: 50, cy: 50, r: 40, fill: 'rgba(255,255,255,0.08)' }],
  ['text', { x: 50, y: 54, 'font-size': 58, 'font-weight': 800, 'text-anchor': 'middle', 'dominant-baseline': 'middle', fill, stroke: '#111', 'stroke-width': 2, 'paint-order': 'stroke', 'font-family': 'Georgia, serif' }, text],
]

const drawings = {
  W: () => [
    ['path', { d: 'M50 6l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 37l30-3z', fill: '#f5c542', stroke: '#7a4b00', 'stroke-width': 3 }],
    ['text', { x: 50, y: 58, 'font-size': 19, 'font-weight': 900, 'text-anchor': 'middle', fill: '#7a1f00', 'font-family': 'Arial, sans-serif' }, 'WILD'],
  ],
  S: () => [
    ['path', { d: 'M50 6l38 30-38 58L12 36z', fill: '#39c0ff', stroke: '#0b3d66', 'stroke-width': 3 }],
    ['path', { d: 'M12 36h76M50 6l-14 30 14 58 14-58z', fill: 'none', stroke: '#e6f7ff', 'stroke-width': 2, opacity: 0.8 }],
    ['text', { x: 50, y: 86, 'font-size': 13, 'font-weight': 900, 'text-anchor': 'middle', fill: '#fff', stroke: '#0b3d66', 'stroke-width': 3, 'paint-order': 'stroke', 'font-family': 'Arial, sans-serif' }, 'SCATTER'],
  ],
  H1: () => [
    ['path', { d: 'M14 72l-4-44 22 18 18-30 18 30 22-18-4 44z', fill: '#ffd166', stroke: '#8a5a00', 'stroke-width': 3 }],
    ['rect', { x: 14, y: 72, width: 72, height: 12, rx: 3, fill: '#e0a800', stroke: '#8a5a00', 'stroke-width': 3 }],
    ['circle', { cx: 50, cy: 56, r: 6, fill: '#d7263d' }],
  ],
  H2: () => [['path', { d: 'M50 10l34 28-34 52-34-52z', fill: '#ff5d8f', stroke: '#6b0f2a', 'stroke-width': 3 }], ['path', { d: 'M16 38h68M36 38l14-28 14 28-14 52z', fill: 'none', stroke: '#ffd1de', 'stroke-width': 2 }]],
  H3: () => [
    ['path', { d: 'M50 12c-18 0-26 16-26 34v16l-8 12h68l-8-12V46c0-18-8-34-26-34z', fill: '#f4a261', stroke: '#7a3c0a', 'stroke-width': 3 }],
    ['circle', { cx: 50, cy: 82, r: 7, fill: '#7a3c0a' }],
  ],
  H4: () => [['path', { d: 'M26 86V46a24 24 0 0148 0v40h-14V46a10 10 0 00-20 0v40z', fill: '#adb5bd', stroke: '#343a40', 'stroke-width': 3 }]],
  L1: () => letter('A', '#e63946'),
  L2: () => letter('K', '#4cc9f0'),
  L3: () => letter('Q', '#b5179e'),
  L4: () => letter('J', '#80ed99'),
}

export function symbolSvg(id, name) {
  return svg((drawings[id] ?? drawings.L1)(), name ?? id)
}
