import { localizePath, useMountProps } from '@platform/shared';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

export interface AppLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** A locale-free platform path, e.g. `/cv/internal/7`; it may belong to another area. */
  to: string;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to anywhere on the platform. It is a real `<a href>` with the locale prefix, so a middle
 * click or "open in new tab" works; a plain click goes through the host's `navigate`, which knows
 * which area owns the path (this area's router does not).
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const { locale, navigate } = useMountProps();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target !== undefined && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} target={target} href={localizePath(to, locale)} onClick={handleClick} />;
}
