import { useRef, useState } from 'react';
import type { ReleaseAppState } from '@platform/contract';
import { Button, Card, formatDate, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import type { ReleaseActionKind } from '../api/release-calls';
import { ActionDialog } from './action-dialog';
import { ActionProgress } from './action-progress';
import { AuditTable } from './audit-table';
import { HealthSection } from './health-section';
import styles from './releases.module.css';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** One app of the release store: its versions, the operator's actions, its health and its history. */
export function AppCard({ state }: { state: ReleaseAppState }) {
  const { t } = useTranslation('ops', { keyPrefix: 'releases' });
  const { locale } = useMountProps();
  const [action, setAction] = useState<ReleaseActionKind | null>(null);
  // The id of the action last asked here: the card follows it until the operator hides it.
  const [asked, setAsked] = useState<number | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const { canary } = state;
  const facts = [
    { key: 'current', term: t('current'), value: `${state.current.version} (${t('releasedAt', { date: formatDate(locale, state.current.releasedAt, DATE_TIME) })})` },
    {
      key: 'canary',
      term: t('canary'),
      value: canary ? t('canaryValue', { version: canary.version, percent: canary.percent, date: formatDate(locale, canary.startedAt, DATE_TIME) }) : t('noCanary'),
    },
    {
      key: 'previews',
      term: t('previews'),
      value: state.previews.length === 0 ? t('noPreviews') : state.previews.map((preview) => t('previewValue', { label: preview.label, version: preview.version })).join(', '),
    },
    { key: 'previous', term: t('previous'), value: state.previous ?? t('noPrevious') },
  ];
  return (
    <Card title={state.app} headingLevel={2}>
      <div className={styles.card} data-app={state.app}>
        {state.owner && <p className={PAGE_CLASSES.muted}>{t('owner', { team: state.owner.team, contact: state.owner.contact })}</p>}
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div ref={actions} tabIndex={-1} className={styles.actions} role="group" aria-label={t('actions', { app: state.app })}>
          {canary && (
            <>
              <Button variant="primary" onClick={() => setAction('promote')}>
                {t('promote')}
              </Button>
              <Button variant="danger" onClick={() => setAction('abort')}>
                {t('abort')}
              </Button>
            </>
          )}
          {state.previous !== undefined && (
            <Button variant="secondary" onClick={() => setAction('rollback')}>
              {t('rollback')}
            </Button>
          )}
        </div>
        {asked !== null && (
          <ActionProgress
            key={asked}
            id={asked}
            onDismiss={() => {
              setAsked(null);
              actions.current?.focus();
            }}
          />
        )}
        <ActionDialog state={state} kind={action} onClose={() => setAction(null)} onQueued={setAsked} />
        <HealthSection app={state.app} />
        <h3>{t('history')}</h3>
        <AuditTable app={state.app} lines={state.audit} />
      </div>
    </Card>
  );
}
