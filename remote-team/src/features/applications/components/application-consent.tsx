import type { TeamApplicationDetails } from '@platform/contract';
import { formatDate, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

/**
 * The consent the candidate gave by applying: when, until when, and the statement word for word
 * (in the language they read it in). Applications sent before consent was recorded say so.
 */
export function ApplicationConsent({ consent }: { consent: TeamApplicationDetails['consent'] }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  if (consent === null) return <p className={PAGE_CLASSES.muted}>{t('board.consentNone')}</p>;
  const date = (iso: string) => formatDate(locale, iso, { dateStyle: 'medium' });
  return (
    <details>
      <summary>{t('board.consentGiven', { when: date(consent.givenAt), until: date(consent.validUntil) })}</summary>
      <blockquote className={PAGE_CLASSES.prose} lang={consent.locale}>
        {consent.text}
      </blockquote>
    </details>
  );
}
