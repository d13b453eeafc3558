import type { RemotesManifest } from '@platform/contract';
import { HOST_NAMESPACE } from '../../config/constants';
import { addOverridesMessages, setOverridesPanelOpen } from '../../features/overrides';
import { type RefusedOverride, fetchReleasedVersions, resolveOverrides, setActiveOverrides, tabStorage } from '../../features/remotes';
import type { Host } from '../host-interface';

/** How long the overrides' notices stay (they can be paused by hovering or focusing them). */
const NOTICE_S = 8;

function refusedText(refused: readonly RefusedOverride[]): string {
  return refused.map((override) => (override.reason === 'malformed' ? override.remote : `${override.remote}@${override.version}`)).join(', ');
}

/**
 * The overrides of this page load (docs/deploy-and-rollback.md#overrides), decided before any
 * remote is loaded: loaded only when the address or the tab asks for some. The address loses its
 * override parameters (the tab keeps what was applied), the page remembers what it runs for the
 * banner and the error reports, and the visitor is told what was not done.
 */
export async function startOverrides(host: Host, manifest: RemotesManifest): Promise<RemotesManifest> {
  addOverridesMessages(host.i18n);
  const outcome = await resolveOverrides({
    manifest,
    search: window.location.search,
    storage: tabStorage(),
    isOperator: async () => (await host.session.ready())?.user.operator === true,
    loadReleases: () => fetchReleasedVersions(),
  });
  if (outcome.search !== window.location.search) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${outcome.search}${window.location.hash}`);
  }
  const t = (key: string, values: Record<string, string> = {}) => host.i18n.t(`overrides.${key}`, { ns: HOST_NAMESPACE, ...values });
  if (outcome.notice === 'not-operator') host.toasts.show({ type: 'info', message: t('notOperator'), duration: NOTICE_S, key: 'overrides' });
  if (outcome.notice === 'unavailable') host.toasts.show({ type: 'error', message: t('unavailable'), duration: NOTICE_S, key: 'overrides' });
  if (outcome.refused.length > 0) {
    host.toasts.show({ type: 'warning', message: t('refused', { list: refusedText(outcome.refused) }), duration: NOTICE_S, key: 'overrides-refused' });
  }
  setActiveOverrides(outcome.applied);
  if (outcome.openPanel) setOverridesPanelOpen(true);
  return outcome.manifest;
}
