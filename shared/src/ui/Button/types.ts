import type { HTMLAttributes, MouseEventHandler, ReactNode } from 'react';

/** The `type` attribute of a button (docs/product.md#ui-kit). */
export const BUTTON_TYPES = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** Button sizes (docs/product.md#ui-kit). */
export const BUTTON_SIZES = ['tiny', 'small', 'medium', 'large', 'big'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Button style types (docs/product.md#ui-kit). */
export const BUTTON_VARIANTS = [
  'default',
  'danger',
  'secondary',
  'aclib',
  'tertiary',
  'ghost',
  'ghost-dark',
  'ghost-white',
  'primary',
  'filled',
  'success',
  'info',
  'warning',
  'error',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Which side of the label the icon sits on (docs/product.md#ui-kit). */
export const BUTTON_ICON_PLACEMENTS = ['left', 'right'] as const;
export type ButtonIconPlacement = (typeof BUTTON_ICON_PLACEMENTS)[number];

/** Props of {@link Button}. Any global HTML attribute (`id`, `title`, `aria-*`, `data-*`) passes through. */
export interface ButtonProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  /** The `type` attribute; `button` by default, so a button in a form does not submit by accident. */
  htmlType?: ButtonType;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** A decorative icon (mark it `aria-hidden`); the label names the button. */
  icon?: ReactNode;
  iconPlacement?: ButtonIconPlacement;
  /** Inert: no click, no keyboard activation, out of the tab order. */
  disabled?: boolean;
  /** Inert and busy: a spinner shows, `aria-busy` is set, focus stays on the button. */
  loading?: boolean;
  /** Enter and Space activate the button (also a link-button, whose native key is Enter only). On by default. */
  keyboard?: boolean;
  /** Makes it a navigation button: an `<a href>` that looks like a button. */
  href?: string;
  target?: string;
  rel?: string;
  /** For form buttons. */
  name?: string;
  value?: string;
  form?: string;
  /** Stretches the button to its container's width. */
  block?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
}
