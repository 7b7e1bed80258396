// Messages between the game frame and the site. The site's origin is the origin of `homeurl`;
// every message from any other origin, or from any window but the parent, is ignored, and every
// message the game sends is addressed to that origin only.
export function createFrame(homeurl) {
  let parentOrigin
  try {
    parentOrigin = new URL(homeurl, window.location.href).origin
  } catch {
    parentOrigin = window.location.origin
  }
  const embedded = window.parent !== window
  const handlers = new Map()

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return
    const type = event.data && typeof event.data === 'object' ? event.data.type : undefined
    const handler = typeof type === 'string' ? handlers.get(type) : undefined
    if (handler) handler(event.data)
  })

  return {
    parentOrigin,
    on(type, handler) {
      handlers.set(type, handler)
    },
    post(type, data = {}) {
      if (!embedded) return
      window.parent.postMessage({ source: 'croupier-sandbox', type, ...data }, parentOrigin)
    },
  }
}
