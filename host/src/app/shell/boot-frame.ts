import { useLayoutEffect } from 'react';

/** The element of `index.html` that holds the page's frame painted before any script (header bar, content skeleton). */
export const BOOT_FRAME_ID = 'boot-frame';

/**
 * Takes the HTML's frame away when the shell's first screen (a page in its layout, or the crash
 * screen) is drawn: in a layout effect, so the browser never paints both, nor neither. Until then
 * the frame stays up, through the host's code, the session and the page's first loader.
 */
export function useBootFrameRemoval(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_FRAME_ID)?.remove();
  }, []);
}
