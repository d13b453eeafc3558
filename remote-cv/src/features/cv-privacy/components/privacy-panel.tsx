import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CvType, Locale } from '@platform/contract';
import { Button, FormField, formatDate, isApiError, Select, TextInput, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { changeLegalHold, PRIVACY_QUERY_KEY, requestConsent, useCvPrivacy } from '../api/privacy';
import styles from './privacy-panel.module.css';

const LANGUAGES: readonly Locale[] = ['en', 'ru'];

function isLocale(value: string): value is Locale {
  return LANGUAGES.some((locale) => locale === value);
}

/**
 * The personal data of a team's imported CV (docs/privacy.md): the person's consent and a request
 * by e-mail in their language, until when the team keeps the CV, and the legal hold (owners and
 * admins set and clear it, with a reason).
 */
export function PrivacyPanel({ cv }: { cv: { type: CvType; id: number } }) {
  const { t } = useTranslation('cv');
  const { api, locale, session } = useMountProps();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { data, error, isPending, refetch } = useCvPrivacy(cv);
  const [language, setLanguage] = useState<Locale>(locale);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'consent' | 'hold' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const role = session.current?.team?.role;
  const manages = role === 'owner' || role === 'admin';
  const date = (value: string) => formatDate(locale, value);

  const act = async (what: 'consent' | 'hold', run: () => Promise<unknown>) => {
    setBusy(what);
    setProblem(null);
    try {
      await run();
      await queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEY });
      if (what === 'hold') setReason('');
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : '';
      setProblem(code === 'no_email' ? t('privacy.noEmail') : code === 'consent_current' ? t('privacy.consentCurrent') : t('privacy.failed'));
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (isPending) {
    body = <p role="status">{t('privacy.loading')}</p>;
  } else if (error || !data) {
    body = (
      <p role="alert" className={styles.problem}>
        {t('privacy.loadFailed')}{' '}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('error.retry')}
        </Button>
      </p>
    );
  } else {
    const { consent, legalHold } = data;
    body = (
      <>
        <dl className={styles.facts}>
          <div>
            <dt>{t('privacy.consent')}</dt>
            <dd>
              {t(`privacy.state.${consent.state}`)}
              {consent.state === 'requested' && consent.requestedAt && ` · ${t('privacy.requestedOn', { date: date(consent.requestedAt), who: consent.requestedBy ?? '—' })}`}
              {consent.state === 'given' && consent.validUntil && ` · ${t('privacy.validUntil', { date: date(consent.validUntil) })}`}
            </dd>
          </div>
          <div>
            <dt>{t('privacy.keptUntil')}</dt>
            <dd>{legalHold ? t('privacy.heldIndefinitely') : date(data.retainedUntil)}</dd>
          </div>
          {data.hiddenAt && (
            <div>
              <dt>{t('privacy.hidden')}</dt>
              <dd>{t('privacy.hiddenSince', { date: date(data.hiddenAt) })}</dd>
            </div>
          )}
          {legalHold && (
            <div>
              <dt>{t('privacy.legalHold')}</dt>
              <dd>{t('privacy.heldBecause', { reason: legalHold.reason, who: legalHold.setBy ?? '—', date: date(legalHold.setAt) })}</dd>
            </div>
          )}
        </dl>
        {consent.state !== 'given' && (
          <div className={styles.row}>
            <FormField label={t('privacy.language')}>
              <Select
                value={language}
                options={LANGUAGES.map((value) => ({ value, label: t(`privacy.languages.${value}`) }))}
                onChange={(event) => {
                  if (isLocale(event.target.value)) setLanguage(event.target.value);
                }}
              />
            </FormField>
            <Button variant="primary" loading={busy === 'consent'} onClick={() => void act('consent', () => requestConsent(api, cv, language))}>
              {consent.state === 'not_requested' ? t('privacy.ask') : t('privacy.askAgain')}
            </Button>
          </div>
        )}
        {manages &&
          (legalHold ? (
            <div className={styles.row}>
              <Button variant="secondary" loading={busy === 'hold'} onClick={() => void act('hold', () => changeLegalHold(api, cv, null))}>
                {t('privacy.clearHold')}
              </Button>
            </div>
          ) : (
            <form
              className={styles.row}
              onSubmit={(event) => {
                event.preventDefault();
                void act('hold', () => changeLegalHold(api, cv, reason));
              }}
            >
              <FormField label={t('privacy.holdReason')} hint={t('privacy.holdHint')}>
                <TextInput value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
              </FormField>
              <Button htmlType="submit" variant="secondary" loading={busy === 'hold'} disabled={reason.trim() === ''}>
                {t('privacy.setHold')}
              </Button>
            </form>
          ))}
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        {t('privacy.title')}
      </h2>
      {body}
    </section>
  );
}
