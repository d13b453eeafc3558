import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  addOverridesMessages,
  isOverridesPanelOpen,
  isOverridesShortcut,
  type OverrideChoice,
  OverridesBanner,
  OverridesPanel,
  setOverridesPanelOpen,
  subscribeOverridesPanel,
} from '../../features/overrides';
import { fetchReleasedVersions, getActiveOverrides, keepOverrides, OVERRIDE_PARAM, tabStorage } from '../../features/remotes';
import type { Host } from '../host-interface';

/** The shareable address of a choice: this page with `?remote-override=<remote>@<version>` for each. */
function linkFor(choice: OverrideChoice): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  for (const [remote, version] of Object.entries(choice)) if (version) url.searchParams.append(OVERRIDE_PARAM, `${remote}@${version}`);
  return url.href;
}

function isOperator(host: Host): boolean {
  const state = host.session.getSnapshot();
  return state.status === 'ready' && state.session?.user.operator === true;
}

/**
 * The operator overrides' banner, panel and shortcut (a chunk of its own, rendered for a signed-in
 * operator or a page that runs overrides). Applying a choice or resetting keeps it for the tab and
 * loads the page again: a version is picked before anything is loaded.
 */
export default function OverridesLayer({ host }: { host: Host }) {
  addOverridesMessages(host.i18n);
  const active = getActiveOverrides();
  const open = useSyncExternalStore(subscribeOverridesPanel, isOverridesPanelOpen);
  const chosen = useMemo(() => Object.fromEntries(active.map((override) => [override.remote, override.version])), [active]);
  const loadVersions = useCallback(() => fetchReleasedVersions(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOverridesShortcut(event) || !isOperator(host)) return;
      event.preventDefault();
      setOverridesPanelOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [host]);

  const apply = (choice: OverrideChoice) => {
    keepOverrides(tabStorage(), choice);
    host.page.reload();
  };
  return (
    <>
      {active.length > 0 && <OverridesBanner overrides={active} onChange={() => setOverridesPanelOpen(true)} onReset={() => apply({})} />}
      {open && (
        <OverridesPanel
          onClose={() => setOverridesPanelOpen(false)}
          loadVersions={loadVersions}
          chosen={chosen}
          onApply={apply}
          linkFor={linkFor}
          locale={host.currentLocale()}
        />
      )}
    </>
  );
}
