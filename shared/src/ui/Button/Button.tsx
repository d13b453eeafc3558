import type { KeyboardEvent, MouseEvent } from 'react';
import { classNames } from '../class-names';
import { Spinner } from '../Spinner';
import styles from './button.module.css';
import type { ButtonProps } from './types';

function isActivationKey(event: KeyboardEvent<HTMLElement>): boolean {
  return (event.key === 'Enter' || event.key === ' ') && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
}

/**
 * The platform button (docs/product.md#ui-kit): a `<button>` (or an `<a href>` for navigation) in one of the
 * {@link BUTTON_VARIANTS} and {@link BUTTON_SIZES}, with an optional icon on either side. While
 * `disabled` or `loading` it is inert: clicks and keys do nothing (a submit does not submit);
 * `loading` shows a "Loading…" spinner and sets `aria-busy`. With `keyboard` (on by default)
 * Enter and Space activate it.
 *
 * @example
 * <Button variant="primary" htmlType="submit" loading={saving}>Save</Button>
 * <Button href="/search" variant="ghost" icon={<SearchIcon aria-hidden />}>Back to search</Button>
 */
export function Button({
  htmlType = 'button',
  size = 'medium',
  variant = 'default',
  icon,
  iconPlacement = 'left',
  disabled = false,
  loading = false,
  keyboard = true,
  href,
  target,
  rel,
  name,
  value,
  form,
  block = false,
  onClick,
  onKeyDown,
  onKeyUp,
  className,
  children,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (inert) {
      // Also stops a submit button's form submission and a link's navigation.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (!keyboard || event.defaultPrevented || !isActivationKey(event)) return;
    // We activate ourselves, so the browser's own activation (a second click) must not follow.
    event.preventDefault();
    if (!inert && !event.repeat) event.currentTarget.click();
  };

  const handleKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    onKeyUp?.(event);
    // A native button fires its Space activation on key up; the key down already handled it.
    if (keyboard && event.key === ' ') event.preventDefault();
  };

  const indicator = loading ? (
    <Spinner className={styles.icon} />
  ) : icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  const content = (
    <>
      {iconPlacement === 'left' && indicator}
      {children !== undefined && children !== null && children !== false && <span className={styles.label}>{children}</span>}
      {iconPlacement === 'right' && indicator}
    </>
  );
  const shared = {
    ...rest,
    className: classNames(
      styles.button,
      styles[size],
      styles[variant],
      inert && styles.inert,
      loading && styles.loading,
      block && styles.block,
      className,
    ),
    'aria-disabled': inert || undefined,
    'aria-busy': loading || undefined,
    onClick: handleClick,
    onKeyDown: handleKeyDown,
    onKeyUp: handleKeyUp,
  };

  if (href !== undefined) {
    // An inert link loses its href (nothing to follow) but keeps the link role; a loading one stays focusable.
    return (
      <a
        {...shared}
        href={inert ? undefined : href}
        role={inert ? 'link' : undefined}
        tabIndex={disabled ? -1 : inert ? 0 : rest.tabIndex}
        target={target}
        rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
      >
        {content}
      </a>
    );
  }
  return (
    <button {...shared} type={htmlType} disabled={disabled} name={name} value={value} form={form}>
      {content}
    </button>
  );
}
