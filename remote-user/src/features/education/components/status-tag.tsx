import { Tag, type EducationStatus } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

const TONE = { not_started: 'neutral', in_progress: 'info', completed: 'success' } as const;

/** The user's progress with an item, as a tag. */
export function StatusTag({ status }: { status: EducationStatus }) {
  const { t } = useTranslation('user');
  return <Tag tone={TONE[status]}>{t(`education.status.${status}`)}</Tag>;
}
