/*
 * Starts the app once the page's first paint is on screen (docs/decisions.md, "A server-rendered
 * first paint, hydrated"). The platform writes this script into a page it rendered, in place of
 * the app's module script, inline (the CSP allows it by its hash; the file is the fallback): the
 * app's code and the route's chunks are then not fetched alongside the stylesheet the first paint
 * needs. The entry and the chunks to preload come from the script element's data attributes; a
 * page in a background tab (no frames to wait for) starts the app at once.
 */
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean)
  var started = false
  function start() {
    if (started) return
    started = true
    modules.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    var app = document.createElement('script')
    app.type = 'module'
    app.crossOrigin = ''
    app.src = entry
    document.head.appendChild(app)
  }
  if (document.visibilityState !== 'visible') return start()
  // The page is on screen once its first contentful paint has been presented (the browser reports
  // the entry after that) and its images have loaded (the load event); two frames later their
  // paint has been presented too.
  var painted = false
  var loaded = document.readyState === 'complete'
  function afterFrames() {
    if (!painted || !loaded) return
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0)
      })
    })
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      painted = true
      afterFrames()
    }).observe({ type: 'paint', buffered: true })
  } catch (error) {
    painted = true
  }
  if (!loaded) {
    window.addEventListener('load', function () {
      loaded = true
      afterFrames()
    })
  } else afterFrames()
  // Should either never come (a throttled tab, a browser without paint entries), the app starts anyway.
  setTimeout(start, 3000)
})()
