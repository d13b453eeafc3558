import type { Locator } from '@playwright/test';

/**
 * WCAG contrast ratio of an element's text colour against the background it is drawn on: its own
 * background colour, or the first ancestor's that is not transparent (the page's at the end).
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgba(color)
        .slice(0, 3)
        .map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const opaque = (color: string) => {
      const [, , , alpha = 1] = rgba(color);
      return color !== 'transparent' && alpha > 0;
    };
    let surface: Element | null = node;
    while (surface !== null && !opaque(getComputedStyle(surface).backgroundColor)) surface = surface.parentElement;
    const background = surface === null ? 'rgb(255, 255, 255)' : getComputedStyle(surface).backgroundColor;
    const [light, dark] = [luminance(getComputedStyle(node).color), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}
