import type { Page } from '@playwright/test';

/**
 * Installs a stand-in for the React DevTools hook before any script runs. Every copy of
 * react-dom that starts in the page registers its renderer with this hook exactly once, so the
 * count tells how many React DOM renderers the page really runs.
 */
export async function countReactRenderers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
  return () =>
    page.evaluate(() => {
      const hook: unknown = Reflect.get(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__');
      const renderers: unknown = hook && typeof hook === 'object' ? Reflect.get(hook, 'renderers') : undefined;
      return renderers instanceof Map ? renderers.size : -1;
    });
}
