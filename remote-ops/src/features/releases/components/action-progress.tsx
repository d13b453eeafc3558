import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isFinalReleaseAction, type ReleaseActionStatus } from '@platform/contract';
import { Button, PAGE_CLASSES, useAreaQuery, useApiErrorText } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { actionKey, getReleaseAction, releasesKey } from '../api/release-calls';
import styles from './releases.module.css';

/** How often an action not yet ended is asked about. */
const POLL_MS = 1_000;

/** The status in words: where it is, what it did, or why it did not. */
function useStatusText() {
  const { t, i18n } = useTranslation('ops', { keyPrefix: 'releases' });
  const { t: area } = useTranslation('ops');
  return (status: ReleaseActionStatus): { line: string; storeSays?: string } => {
    const action = t(status.action);
    switch (status.state) {
      case 'queued':
        return { line: t('progress.queued', { action, app: status.app }) };
      case 'running':
        return { line: t('progress.running', { action, app: status.app }) };
      case 'done':
        return { line: t('progress.done', { app: status.app, from: status.result.from, to: status.result.to }) };
      case 'refused':
      case 'failed': {
        const known = i18n.exists(`ops:errors.${status.error.code}`);
        const why = known ? area(`errors.${status.error.code}`) : t('progress.unknownReason');
        return { line: t(`progress.${status.state}`, { action, app: status.app, why }), storeSays: t('confirm.storeSays', { message: status.error.message }) };
      }
    }
  };
}

export interface ActionProgressProps {
  /** The action's id, as the API answered its request (202, put in the query cache then). */
  id: number;
  onDismiss: () => void;
}

/**
 * An asked action on its card until the operator hides it: "Queued…", "Running…" (asked again
 * every second), then what it did or why not, in a live region. When it ends the page reads the
 * store again; if that took away the focused button (an aborted canary's), focus comes here.
 */
export function ActionProgress({ id, onDismiss }: ActionProgressProps) {
  const { t } = useTranslation('ops', { keyPrefix: 'releases' });
  const errorText = useApiErrorText('ops');
  const queryClient = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);
  const query = useAreaQuery(actionKey(id), (api, signal) => getReleaseAction(api, id, signal), {
    refetchInterval: (current) => (current.state.data !== undefined && isFinalReleaseAction(current.state.data) ? false : POLL_MS),
  });
  const status = query.data;
  const final = status !== undefined && isFinalReleaseAction(status);
  const statusText = useStatusText();
  const text = status === undefined ? { line: t('progress.asking') } : statusText(status);
  useEffect(() => {
    if (!final) return;
    void queryClient.invalidateQueries({ queryKey: releasesKey() }).then(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || !active.isConnected) panel.current?.focus();
    });
  }, [final, queryClient]);
  return (
    <div ref={panel} tabIndex={-1} className={styles.progress} data-state={status?.state}>
      <p role="status" aria-live="polite">
        {text.line}
      </p>
      {text.storeSays !== undefined && <p className={PAGE_CLASSES.muted}>{text.storeSays}</p>}
      {query.isError && <p role="alert">{t('progress.unreadable', { message: errorText.message(query.error) })}</p>}
      {final && (
        <div>
          <Button variant="secondary" onClick={onDismiss}>
            {t('progress.dismiss')}
          </Button>
        </div>
      )}
    </div>
  );
}
