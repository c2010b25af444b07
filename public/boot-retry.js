// Runs before the app's code: if a file of the app fails to load (a request dropped by a flaky
// network or a worker update in between), the module script fires `error` and the page would stay
// blank. Reload once instead; main.tsx clears the mark once the app has started.
;(function () {
  var KEY = 'meishi-boot-retry'
  window.addEventListener(
    'error',
    function (event) {
      var el = event.target
      if (!el || el.tagName !== 'SCRIPT' || el.type !== 'module') return
      try {
        if (sessionStorage.getItem(KEY)) return // already retried: the error page of the browser is more honest than a loop
        sessionStorage.setItem(KEY, '1')
      } catch (e) {
        return
      }
      location.reload()
    },
    true,
  )
})()
