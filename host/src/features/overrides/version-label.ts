import type { Locale, ReleasedVersion } from '@platform/contract';

/** The overrides' `t` (keys under `host:overrides`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `20261122T053012-a1b2c3 · preview “pr-123” · released 22 Nov 2026`: what a release is, for an operator choosing one. */
export function versionLabel(release: ReleasedVersion, current: string, t: Translate, locale: Locale): string {
  const parts = [release.version];
  if (release.preview !== undefined) parts.push(t('version.preview', { label: release.preview }));
  if (release.canaryPercent !== undefined) parts.push(t('version.canary', { percent: release.canaryPercent }));
  if (release.version === current) parts.push(t('version.current'));
  const released = new Date(release.releasedAt);
  if (!Number.isNaN(released.getTime())) {
    parts.push(t('version.released', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(released) }));
  }
  return parts.join(' · ');
}

/** How the banner names one override: `search p1 (preview “pr-123”)`. */
export function overrideLabel(override: { remote: string; version: string; preview?: string }, t: Translate): string {
  return `${override.remote} ${override.version}${override.preview === undefined ? '' : ` (${t('version.preview', { label: override.preview })})`}`;
}
