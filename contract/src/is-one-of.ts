/**
 * Whether `value` is one of `options` (a tuple of literals, e.g. `WEBHOOK_EVENTS`), narrowing it to
 * their union: the one guard for every "is this a known X" check.
 */
export function isOneOf<const T extends string | number>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}
