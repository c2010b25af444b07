// Runs before first paint: applies the stored theme, skin, primary colour and direction so the
// page never flashes the wrong look. Cookie names match src/core/settings (prefix = app title).
;(function () {
  function read(name) {
    var prefix = encodeURIComponent(name) + '='
    var parts = document.cookie.split('; ')
    for (var i = 0; i < parts.length; i++) {
      if (parts[i].indexOf(prefix) === 0) {
        try { return JSON.parse(decodeURIComponent(parts[i].slice(prefix.length))) } catch (e) { return undefined }
      }
    }
  }
  var html = document.documentElement
  var theme = read('Meishi-theme') || 'light'
  if (theme === 'system') theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  html.setAttribute('data-theme', theme)
  html.setAttribute('data-skin', read('Meishi-skin') || 'default')
  var primary = read('Meishi-primaryColor')
  if (primary) html.setAttribute('data-primary', primary)
  if (read('Meishi-semiDark')) html.setAttribute('data-semi-dark', 'true')
  var lang = read('language') || 'en'
  html.setAttribute('lang', lang)
  html.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
})()
