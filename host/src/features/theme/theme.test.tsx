import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHART_MARK_VARIABLES, THEME_VARIABLES, type Theme } from '@platform/contract';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createTestI18n } from '../../testing/i18n';
import { THEME_PALETTES } from './theme-palette';
import { ThemeProvider } from './theme-provider';
import { applyTheme, readInitialTheme } from './theme-storage';
import { ThemeToggle } from './theme-toggle';

const INDEX_HTML = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
// As the build serves it: the palettes written in from their one source.
const THEME_BOOT = readFileSync(path.join(__dirname, '../../theme-boot.js'), 'utf8').replace('/* __THEME_PALETTES__ */ {}', JSON.stringify(THEME_PALETTES));

/** Runs the blocking boot script the way the browser does before the bundle. */
function runBootScript(): void {
  // index.html loads it in <head>, before any deferred bundle (the build fills in its hashed URL).
  expect(INDEX_HTML).toMatch(/<head>[\s\S]*<script src="<%= htmlWebpackPlugin.options.themeBoot %>"><\/script>[\s\S]*<\/head>/);
  new Function(THEME_BOOT)();
}

function resetRoot(): void {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    resetRoot();
  });

  it('reads localStorage.theme, light when absent or unknown', () => {
    expect(readInitialTheme()).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(readInitialTheme()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(readInitialTheme()).toBe('light');
  });

  it('follows the system dark preference on a first visit, and the visitor\'s choice after that', () => {
    const prefersDark = () => true;
    expect(readInitialTheme(localStorage, prefersDark)).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(readInitialTheme(localStorage, prefersDark)).toBe('light');
    const failing = { getItem: (): string | null => { throw new Error('storage disabled'); } };
    expect(readInitialTheme(failing, prefersDark)).toBe('dark');
  });

  it('boots dark before the first paint for a first visitor whose system prefers dark', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: query === '(prefers-color-scheme: dark)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
    try {
      runBootScript();
      expect(document.documentElement.dataset.theme).toBe('dark');
      localStorage.setItem('theme', 'light');
      runBootScript();
      expect(document.documentElement.dataset.theme).toBe('light');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it.each<Theme>(['light', 'dark'])('sets all 16 variables and data-theme on <html> for %s', (theme) => {
    applyTheme(theme);
    const root = document.documentElement;
    expect(THEME_VARIABLES).toHaveLength(16);
    for (const variable of THEME_VARIABLES) expect(root.style.getPropertyValue(variable)).toBe(THEME_PALETTES[theme][variable]);
    expect(root.dataset.theme).toBe(theme);
  });

  it.each<[string | null, Theme]>([
    [null, 'light'],
    ['dark', 'dark'],
    ['light', 'light'],
  ])('the boot script paints stored theme %p before the bundle, with the same values', (stored, expected) => {
    if (stored) localStorage.setItem('theme', stored);
    runBootScript();
    const root = document.documentElement;
    expect(root.dataset.theme).toBe(expected);
    for (const variable of THEME_VARIABLES) expect(root.style.getPropertyValue(variable)).toBe(THEME_PALETTES[expected][variable]);
  });

  it('index.html lets people zoom (only the error screens forbid it)', () => {
    expect(INDEX_HTML).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
  });

  describe.each<Theme>(['light', 'dark'])('%s palette contrast (WCAG AA)', (theme) => {
    const p = THEME_PALETTES[theme];
    const backgrounds = [
      '--color-bg-primary',
      '--color-bg-secondary',
      '--color-input-bg',
      '--color-tag-bg',
      '--color-context-1',
      '--color-context-2',
      '--color-context-3',
      '--color-context-4',
      '--color-context-5',
    ] as const;

    it.each(backgrounds)('body text on %s reaches 4.5:1', (background) => {
      expect(contrast(p['--color-text-primary'], p[background])).toBeGreaterThanOrEqual(4.5);
    });

    it('input text, action text, muted text and links reach 4.5:1; input borders 3:1', () => {
      expect(contrast(p['--color-input'], p['--color-input-bg'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p['--color-switch-text-on'], p['--color-bg-action'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p['--color-switch-text-off'], p['--color-bg-secondary'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p['--color-switch-text-off'], p['--color-bg-primary'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p['--color-bg-action'], p['--color-bg-primary'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p['--color-bg-action'], p['--color-bg-secondary'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p['--color-input-border'], p['--color-input-bg'])).toBeGreaterThanOrEqual(3);
    });

    it.each(CHART_MARK_VARIABLES)('chart marks in %s reach 3:1 on the page and on a card', (mark) => {
      expect(contrast(p[mark], p['--color-bg-primary'])).toBeGreaterThanOrEqual(3);
      expect(contrast(p[mark], p['--color-bg-secondary'])).toBeGreaterThanOrEqual(3);
    });
  });

  it('the header toggle switches the theme, stores it and repaints <html>', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--color-bg-primary')).toBe(THEME_PALETTES.dark['--color-bg-primary']);
    await user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('names the toggle in Russian too', () => {
    render(
      <I18nextProvider i18n={createTestI18n('ru')}>
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Тёмная тема' })).toBeInTheDocument();
  });
});
