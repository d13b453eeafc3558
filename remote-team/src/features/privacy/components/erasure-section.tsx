import { useEffect, useRef, useState } from 'react';
import { type ErasureRequest, PRIVACY_RULES } from '@platform/contract';
import { Card, ConfirmDialog, EmptyState, isApiError, QueryView, useApiErrorText, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useCarryOutErasureMutation } from '../api/carry-out-erasure';
import { useErasureRequests } from '../api/get-erasure-requests';
import { ErasureRequestItem, erasureStatusId, useErasedText } from './erasure-request-item';
import styles from './privacy.module.css';

/** The part of a list: its heading and its requests. */
function RequestGroup({ title, requests, running, onCarryOut }: { title: string; requests: ErasureRequest[]; running: readonly string[]; onCarryOut: (request: ErasureRequest) => void }) {
  if (requests.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.subTitle}>{title}</h3>
      <ul className={styles.requests}>
        {requests.map((request) => (
          <ErasureRequestItem key={request.id} request={request} running={running.includes(request.id)} onCarryOut={() => onCarryOut(request)} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The erasure tab: people's requests to erase what the team holds about them, pending first. The
 * owner can carry one out before its legal deadline, after a confirmation that says it cannot be
 * undone; the job's progress and result show in the request, the list asked again until it is done.
 */
export function ErasureSection() {
  const { t } = useTranslation('team');
  const { toast } = useMountProps();
  const errorText = useApiErrorText('team');
  // Requests carried out from this page: their status line follows the job.
  const [running, setRunning] = useState<string[]>([]);
  const query = useErasureRequests(running);
  const carryOut = useCarryOutErasureMutation();
  const [confirming, setConfirming] = useState<ErasureRequest | null>(null);
  const erasedText = useErasedText();
  // Requests whose end this page has already told of.
  const told = useRef(new Set<string>());

  // A request carried out from here is done: say so (the host's notifications are announced), and
  // since it has moved to the done ones, the focus it had on its status line follows it there.
  useEffect(() => {
    for (const request of query.data?.items ?? []) {
      if (request.state !== 'done' || !running.includes(request.id) || told.current.has(request.id)) continue;
      told.current.add(request.id);
      toast.show({ type: 'success', message: t('privacy.erasure.result', { erased: erasedText(request.erased ?? {}) }) });
      const focused = document.activeElement;
      if (focused === null || focused === document.body) document.getElementById(erasureStatusId(request.id))?.focus();
    }
  }, [query.data, running, toast, t, erasedText]);

  const confirm = () => {
    if (confirming === null) return;
    const { id } = confirming;
    carryOut.mutate(id, {
      onSuccess: () => {
        setConfirming(null);
        setRunning((ids) => [...ids, id]);
        // The button that opened the dialog gives way to the request's status line: the focus goes there,
        // after the dialog's own clean-up, which would try to give it back to that button.
        requestAnimationFrame(() => document.getElementById(erasureStatusId(id))?.focus());
      },
      onError: (error) => {
        setConfirming(null);
        // Already done (its due date came) or gone: the list, asked again, shows it as it is.
        toast.show({ type: 'error', message: isApiError(error) && error.status === 404 ? t('privacy.erasure.gone') : errorText.message(error) });
      },
    });
  };

  const scope = confirming?.toErase ?? null;
  return (
    <Card title={t('privacy.erasure.title')}>
      <p>{t('privacy.erasure.intro', { count: PRIVACY_RULES.erasureDays })}</p>
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t('privacy.erasure.emptyTitle')} text={t('privacy.erasure.emptyText')} headingLevel={3} />
          ) : (
            <>
              <RequestGroup title={t('privacy.erasure.pending')} requests={items.filter((item) => item.state === 'pending')} running={running} onCarryOut={setConfirming} />
              <RequestGroup title={t('privacy.erasure.done')} requests={items.filter((item) => item.state === 'done')} running={running} onCarryOut={setConfirming} />
            </>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        title={t('privacy.erasure.confirmTitle', { email: confirming?.email ?? '' })}
        confirmLabel={t('privacy.erasure.confirm')}
        busy={carryOut.isPending}
        onConfirm={confirm}
      >
        {scope !== null && (
          <p>
            {t('privacy.erasure.confirmScope', {
              cvs: t('privacy.erasure.erased.cvs', { count: scope.cvs.length }),
              applications: t('privacy.erasure.applicationCount', { count: scope.applications }),
            })}
          </p>
        )}
        <p>
          <strong>{t('privacy.erasure.irreversible')}</strong>
        </p>
      </ConfirmDialog>
    </Card>
  );
}
