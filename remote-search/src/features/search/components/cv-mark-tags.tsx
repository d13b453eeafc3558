import { formatDate, formatRelativeTime, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useCvMarks } from '../api/cv-marks';
import styles from './result-card.module.css';

export interface CvMarkTagsProps {
  /** Every CV of the page (`internal:12,imported:7`): one request marks them all. */
  pageCvs: string;
  /** This result's CV (`internal:12`). */
  cv: string;
}

/**
 * "In your lists: Favourites, Shortlist" and "Contacts opened 3 days ago" on a result the recruiter
 * has met before. Loaded only for recruiters (the search page's first load stays the visitors').
 */
export default function CvMarkTags({ pageCvs, cv }: CvMarkTagsProps) {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  const mark = useCvMarks(pageCvs).data?.get(cv);
  if (mark === undefined) return null;
  const lists = mark.lists.map((list) => (list.isDefault ? t('card.defaultList') : list.name));
  return (
    <p className={styles.marks}>
      {lists.length > 0 && <Tag tone="info">{t('card.inLists', { lists: lists.join(', '), count: lists.length })}</Tag>}
      {mark.contactsOpenedAt !== null && (
        <Tag tone="success">
          <time dateTime={mark.contactsOpenedAt} title={formatDate(locale, mark.contactsOpenedAt, { dateStyle: 'long' })}>
            {t('card.contactsOpened', { value: formatRelativeTime(locale, mark.contactsOpenedAt) })}
          </time>
        </Tag>
      )}
    </p>
  );
}
