import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { localizePath } from '@platform/contract';
import { useMountProps } from './mount-props-context';

/** Props of {@link AppLink}: every `<a>` attribute but `href`, which comes from `to`. */
export interface AppLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** A locale-free platform path, e.g. `/cv/internal/7` or `/search`; it may belong to another area. */
  to: string;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to anywhere on the platform, from a remote's page or from a widget (which has no router).
 * It is a real `<a href>` with the current locale's prefix, so a middle click or "open in new tab"
 * works; a plain click goes through the host's `navigate`, which knows which area owns the path
 * (the remote's own router does not). An `onClick` that calls `preventDefault()` or a `target`
 * other than `_self` leaves the click to the browser.
 *
 * @example
 * <AppLink to={`/cv/internal/${id}`} className={styles.link}>{name}</AppLink>
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
