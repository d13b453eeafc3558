import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReleaseAppState } from '@platform/contract';
import { ConfirmDialog, FormField, isApiError, TextArea, useApiErrorText, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { actionKey, type ReleaseActionKind, releasesKey, runReleaseAction } from '../api/release-calls';

export interface ActionDialogProps {
  state: ReleaseAppState;
  /** The action asked for, or null while the dialog is closed. */
  kind: ReleaseActionKind | null;
  onClose: () => void;
  /** The action was accepted (202): it runs as a job, its card follows it. */
  onQueued: (id: number) => void;
}

/** The version an action serves to everyone afterwards. */
export function targetOf(state: ReleaseAppState, kind: ReleaseActionKind): string {
  if (kind === 'promote') return state.canary?.version ?? '';
  if (kind === 'abort') return state.current.version;
  return state.previous ?? '';
}

/** The state the operator decides on: an action is refused if the app has moved since. */
function seenOf(state: ReleaseAppState) {
  return { current: state.current.version, ...(state.canary === undefined ? {} : { canary: state.canary.version }) };
}

/**
 * Asks before a promote, abort or rollback: what it does, and why (required, written to the audit
 * with the operator's name). Confirming asks the API, which refuses at once what the store would
 * refuse (said in the dialog) or queues the action for the worker; the card then follows it.
 */
export function ActionDialog({ state, kind, onClose, onQueued }: ActionDialogProps) {
  const { t } = useTranslation('ops', { keyPrefix: 'releases' });
  const { api } = useMountProps();
  const errorText = useApiErrorText('ops');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ action, why }: { action: ReleaseActionKind; why: string }) =>
      runReleaseAction(api, state.app, action, { reason: why, seen: seenOf(state), ...(action === 'rollback' && state.previous !== undefined ? { version: state.previous } : {}) }),
    onSuccess: (status) => {
      queryClient.setQueryData(actionKey(status.id), status);
      close();
      onQueued(status.id);
    },
    // A refusal may come from a state the page no longer shows: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: releasesKey() }),
  });
  function close() {
    setReason('');
    setMissing(false);
    mutation.reset();
    onClose();
  }
  if (kind === null) return null;
  const values = { app: state.app, version: kind === 'rollback' ? targetOf(state, kind) : (state.canary?.version ?? ''), current: state.current.version };
  const confirm = () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    mutation.mutate({ action: kind, why: reason.trim() });
  };
  const error = missing ? t('confirm.reasonRequired') : mutation.error ? t('confirm.failed', { message: errorText.message(mutation.error) }) : undefined;
  return (
    <ConfirmDialog
      open
      title={t(`confirm.${kind}Title`, values)}
      confirmLabel={t(kind)}
      confirmVariant={kind === 'promote' ? 'primary' : 'danger'}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>{t(`confirm.${kind}Text`, values)}</p>
      <FormField label={t('confirm.reason')} hint={t('confirm.reasonHint')} error={error} required>
        <TextArea
          rows={3}
          maxLength={500}
          value={reason}
          invalid={error !== undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
      </FormField>
      {/* The store's own words (as `npm run release` prints them), for the operator to act on. */}
      {isApiError(mutation.error) && mutation.error.status === 409 && <p>{t('confirm.storeSays', { message: mutation.error.message })}</p>}
    </ConfirmDialog>
  );
}
