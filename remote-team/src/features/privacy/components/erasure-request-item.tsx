import type { ErasureRequest } from '@platform/contract';
import { AppLink, Button, formatDate, PAGE_CLASSES, Spinner, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './privacy.module.css';

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** The kinds an erasure counts, in the order they are listed. */
const ERASED_KINDS = ['cvs', 'files', 'applications', 'messages'] as const;

/** The id of a request's status line: the focus goes there once the owner has had it carried out. */
export const erasureStatusId = (id: string) => `erasure-status-${id}`;

/** "1 CV, 2 files, 1 application, 3 messages" in the page's language (kinds the page does not know as `kind: n`). */
export function useErasedText(): (erased: Record<string, number>) => string {
  const { t } = useTranslation('team');
  return (erased) =>
    [
      ...ERASED_KINDS.map((kind) => t(`privacy.erasure.erased.${kind}`, { count: erased[kind] ?? 0 })),
      ...Object.entries(erased)
        .filter(([kind]) => !ERASED_KINDS.some((known) => known === kind))
        .map(([kind, count]) => `${kind}: ${count}`),
    ].join(', ');
}

export interface ErasureRequestItemProps {
  request: ErasureRequest;
  /** The owner has had it carried out on this page: a job is erasing it (or has). */
  running: boolean;
  onCarryOut: () => void;
}

/**
 * One request: who asked (the address, while pending), when, the legal deadline, which CVs and
 * applications it covers; once done, when and what was erased (nothing names the person then).
 * While its job runs, a status line says so and then gives the result.
 */
export function ErasureRequestItem({ request, running, onCarryOut }: ErasureRequestItemProps) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const erasedText = useErasedText();
  const pending = request.state === 'pending';
  const overdue = pending && Date.parse(request.dueAt) < Date.now();
  const scope = request.toErase;

  return (
    <li className={styles.request}>
      <div className={PAGE_CLASSES.row}>
        <h4 className={styles.requestTitle}>{request.email ?? t('privacy.erasure.anonymous')}</h4>
        <Tag tone={pending ? 'warning' : 'success'}>{t(`privacy.erasure.states.${request.state}`)}</Tag>
      </div>
      <dl className={styles.facts}>
        <dt>{t('privacy.erasure.requestedAt')}</dt>
        <dd>
          <time dateTime={request.requestedAt}>{formatDate(locale, request.requestedAt, TIME_FORMAT)}</time>
        </dd>
        <dt>{t('privacy.erasure.dueAt')}</dt>
        <dd>
          <time dateTime={request.dueAt}>{formatDate(locale, request.dueAt, TIME_FORMAT)}</time>
          {overdue && <> {t('privacy.erasure.overdue')}</>}
        </dd>
        {request.doneAt !== null && (
          <>
            <dt>{t('privacy.erasure.doneAt')}</dt>
            <dd>
              <time dateTime={request.doneAt}>{formatDate(locale, request.doneAt, TIME_FORMAT)}</time>
            </dd>
          </>
        )}
        {scope !== null && (
          <>
            <dt>{t('privacy.erasure.cvs')}</dt>
            <dd>
              {scope.cvs.length === 0 ? (
                t('privacy.erasure.noCvs')
              ) : (
                <ul className={styles.inlineList}>
                  {scope.cvs.map((cv) => (
                    <li key={cv.id}>
                      <AppLink to={`/cv/imported/${cv.id}`} className={PAGE_CLASSES.link}>
                        {cv.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{t('privacy.erasure.applications')}</dt>
            <dd>{t('privacy.erasure.applicationCount', { count: scope.applications })}</dd>
          </>
        )}
        {request.erased !== null && (
          <>
            <dt>{t('privacy.erasure.erasedTitle')}</dt>
            <dd>{erasedText(request.erased)}</dd>
          </>
        )}
      </dl>
      {/* One live line per request: "erasing…" while its job runs, then the result. */}
      <div id={erasureStatusId(request.id)} role="status" tabIndex={-1} className={styles.status}>
        {running && pending && (
          <>
            {/* The words say it; the spinner only shows it. */}
            <span aria-hidden="true">
              <Spinner size="small" />
            </span>
            <span>{t('privacy.erasure.running')}</span>
          </>
        )}
        {running && !pending && request.erased !== null && <span>{t('privacy.erasure.result', { erased: erasedText(request.erased) })}</span>}
      </div>
      {pending && !running && (
        <div>
          <Button variant="danger" onClick={onCarryOut}>
            {t('privacy.erasure.carryOut')}
          </Button>
        </div>
      )}
    </li>
  );
}
