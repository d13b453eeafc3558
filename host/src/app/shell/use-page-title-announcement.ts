import { useEffect, useRef, useState } from 'react';

/**
 * The page's title to announce after a navigation within the tab (a full load is announced by the
 * browser itself). Read in an effect of the shell, which runs after the page's own effects have
 * set its title.
 */
export function usePageTitleAnnouncement(href: string): string {
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(document.title);
  }, [href]);
  return announcement;
}
