// A blocking <head> script (see src/index.html): it runs before the bundle and before the first
// paint, so a dark-theme visitor never sees a light flash. A file rather than an inline script so
// the Content-Security-Policy can forbid inline scripts.
(function () {
  // Written in by the build from src/features/theme/theme-palettes.json (the palettes' one source).
  var palettes = /* __THEME_PALETTES__ */ {};
  // The visitor's own choice, else (a first visit) the system's dark preference, else light: the
  // same rule as readInitialTheme in src/features/theme/theme-storage.ts.
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch (_storageDisabled) {
    // Storage disabled: as on a first visit.
  }
  var theme = 'light';
  if (stored === 'dark' || stored === 'light') theme = stored;
  else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  var root = document.documentElement;
  var palette = palettes[theme];
  for (var name in palette) root.style.setProperty(name, palette[name]);
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  // The locale of a /ru page is known from the address before any script loads.
  if (/^\/ru(\/|$)/.test(window.location.pathname)) root.lang = 'ru';
})();
