// A blocking <head> script (see src/index.html): it runs before the bundle and before the first
// paint, so a dark-theme visitor never sees a light flash. A file rather than an inline script so
// the Content-Security-Policy can forbid inline scripts. The palettes equal THEME_PALETTES in src/features/theme/theme-palette.ts
// (a unit test keeps them identical).
(function () {
  var palettes = {
    light: {
      '--color-input': '#1f2937',
      '--color-input-bg': '#ffffff',
      '--color-input-border': '#6b7280',
      '--color-bg-primary': '#f5f7fa',
      '--color-bg-secondary': '#ffffff',
      '--color-bg-action': '#1d4ed8',
      '--color-text-primary': '#111827',
      '--color-switch-text-on': '#ffffff',
      '--color-switch-text-off': '#374151',
      '--color-context-1': '#e3f4e8',
      '--color-context-2': '#e3edfc',
      '--color-context-3': '#fdf1dc',
      '--color-context-4': '#fce6e6',
      '--color-context-5': '#eceff3',
      '--color-tag-bg': '#e4e8ee',
      '--color-shadow': 'rgba(17, 24, 39, 0.14)'
    },
    dark: {
      '--color-input': '#e5e7eb',
      '--color-input-bg': '#1c212b',
      '--color-input-border': '#8a93a6',
      '--color-bg-primary': '#11141a',
      '--color-bg-secondary': '#191d26',
      '--color-bg-action': '#8ab4f8',
      '--color-text-primary': '#e7e9ee',
      '--color-switch-text-on': '#0b1220',
      '--color-switch-text-off': '#c3c8d4',
      '--color-context-1': '#173324',
      '--color-context-2': '#172b47',
      '--color-context-3': '#3b2b12',
      '--color-context-4': '#421c1f',
      '--color-context-5': '#262b36',
      '--color-tag-bg': '#2b3242',
      '--color-shadow': 'rgba(0, 0, 0, 0.55)'
    }
  };
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
