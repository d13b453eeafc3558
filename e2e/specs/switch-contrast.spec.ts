import { expect, test } from '@playwright/test';
import { textContrast } from '../support/contrast';

/**
 * The UI kit's switch writes its state ("On"/"Off") next to the track. That text must read at AA
 * (4.5:1) against what it is drawn on, in both themes and both states: the theme's "switch text
 * on" colour is made for the action colour, not for the control's surface.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`the switch's On and Off texts read at AA contrast (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
    await page.goto('/Test2');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const control = page.getByRole('switch').first();
    const stateText = control.locator('span', { hasText: /^(On|Off)$/ });

    const initially = await control.getAttribute('aria-checked');
    for (const expected of initially === 'true' ? ['On', 'Off'] : ['Off', 'On']) {
      await expect(stateText).toHaveText(expected);
      const ratio = await textContrast(stateText);
      test.info().annotations.push({ type: `${theme} ${expected}`, description: ratio.toFixed(2) });
      expect(ratio, `${expected} in the ${theme} theme`).toBeGreaterThanOrEqual(4.5);
      await control.click();
    }
  });
}
