import { EDUCATION_STATUSES, EDUCATION_TOPICS, type EducationListQuery, type EducationStatus, type EducationTopic } from '@platform/contract';
import { Button, FormField, Select, VisuallyHidden } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './education.module.css';

/** The filters of the catalogue as the page keeps them (in its address). */
export type EducationFilters = Omit<EducationListQuery, 'locale'>;

/** Props of {@link EducationFiltersBar}. */
export interface EducationFiltersProps {
  filters: EducationFilters;
  onChange: (filters: EducationFilters) => void;
}

const isTopic = (value: string): value is EducationTopic => EDUCATION_TOPICS.some((topic) => topic === value);
const isStatus = (value: string): value is EducationStatus => EDUCATION_STATUSES.some((status) => status === value);

/** Topic and progress filters of the catalogue; each change applies at once. */
export function EducationFiltersBar({ filters, onChange }: EducationFiltersProps) {
  const { t } = useTranslation('user');
  const filtered = filters.topic !== undefined || filters.status !== undefined;
  return (
    <fieldset className={styles.filters}>
      <legend>
        <VisuallyHidden>{t('education.filters.legend')}</VisuallyHidden>
      </legend>
      <FormField label={t('education.filters.topic')}>
        <Select
          value={filters.topic ?? ''}
          onChange={(event) => onChange({ ...filters, topic: isTopic(event.target.value) ? event.target.value : undefined })}
          options={[
            { value: '', label: t('education.filters.anyTopic') },
            ...EDUCATION_TOPICS.map((topic) => ({ value: topic, label: t(`education.topic.${topic}`) })),
          ]}
        />
      </FormField>
      <FormField label={t('education.filters.status')}>
        <Select
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: isStatus(event.target.value) ? event.target.value : undefined })}
          options={[
            { value: '', label: t('education.filters.anyStatus') },
            ...EDUCATION_STATUSES.map((status) => ({ value: status, label: t(`education.status.${status}`) })),
          ]}
        />
      </FormField>
      {filtered && <Button onClick={() => onChange({})}>{t('education.filters.clear')}</Button>}
    </fieldset>
  );
}

/** The filters an address names (`?topic=privacy&status=in_progress`); unknown values are ignored. */
export function filtersFromSearch(params: URLSearchParams): EducationFilters {
  const topic = params.get('topic') ?? '';
  const status = params.get('status') ?? '';
  return { topic: isTopic(topic) ? topic : undefined, status: isStatus(status) ? status : undefined };
}

/** The address's search part for `filters` (empty when there are none). */
export function searchFromFilters(filters: EducationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.topic !== undefined) params.set('topic', filters.topic);
  if (filters.status !== undefined) params.set('status', filters.status);
  return params;
}
