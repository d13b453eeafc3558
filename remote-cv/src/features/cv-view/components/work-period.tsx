import { formatExperience, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { formatResumeMonth, parseResumeDate, workMonths } from '../../../lib/resume-dates';
import styles from './cv-page.module.css';

export interface WorkPeriodProps {
  startDate: string | undefined;
  endDate: string | undefined;
  /** Adds the computed length ("2 years 3 months"); off for education and projects. */
  withDuration?: boolean;
}

/** "Mar 2021 – present · 3 years 4 months", with machine-readable dates. */
export function WorkPeriod({ startDate, endDate, withDuration = false }: WorkPeriodProps) {
  const { t } = useTranslation('cv');
  const { locale } = useMountProps();
  const start = parseResumeDate(startDate);
  const end = parseResumeDate(endDate);
  if (!start && !end) return null;
  const startText = start && startDate ? <time dateTime={startDate}>{formatResumeMonth(start, locale)}</time> : null;
  const endText = end && endDate ? <time dateTime={endDate}>{formatResumeMonth(end, locale)}</time> : t('sections.present');
  const months = withDuration ? workMonths(startDate, endDate) : null;
  return (
    <p className={styles.period}>
      {startText}
      {startText && ' – '}
      {endText}
      {months !== null && <span> · {formatExperience(locale, months)}</span>}
    </p>
  );
}
