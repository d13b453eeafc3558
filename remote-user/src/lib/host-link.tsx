import { localizePath, useMountProps } from '@platform/shared';
import type { MouseEvent, ReactNode } from 'react';

export interface HostLinkProps {
  /** A locale-free path of the platform, e.g. `/cv/internal/12` or `/search`. */
  to: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to a page outside this area (or from a widget, which has no router): a real `href` in the
 * current locale, so it opens in a new tab as expected, and a plain click goes through the host.
 */
export function HostLink({ to, children, className }: HostLinkProps) {
  const { locale, navigate } = useMountProps();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={localizePath(to, locale)} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
