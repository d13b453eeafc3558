import { useEffect } from 'react';

const NO_USER_SCALING = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';

/**
 * While the calling screen is shown, the viewport forbids user scaling, as the original site's
 * error screens did (spec, "Error screens"). Every other page lets people zoom (WCAG 1.4.4).
 */
export function useNoUserScaling(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (meta === null) return undefined;
    const previous = meta.content;
    meta.content = NO_USER_SCALING;
    return () => {
      meta.content = previous;
    };
  }, []);
}
