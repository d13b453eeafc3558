import type { Locale } from '@platform/contract';
import type { Resolution } from '../routes/resolve-route';

/** What the shell shows for the current address: a resolved route, or its code failing to load. */
export type ShellView =
  | Exclude<Resolution, { kind: 'redirect' }>
  | { kind: 'chunk-error'; locale: Locale; error: Error }
  | { kind: 'crash'; locale: Locale; error: Error };

export interface ShellData {
  view: ShellView;
  /** The address this view was resolved for (path, query, hash). */
  href: string;
}
