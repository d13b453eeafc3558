import type { VacancyStatus } from '@platform/contract';
import { Tag } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

const TONES = { open: 'success', draft: 'neutral', closed: 'warning' } as const;

/** A vacancy's status as a coloured tag. */
export function StatusTag({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation('team');
  return <Tag tone={TONES[status]}>{t(`status.${status}`)}</Tag>;
}
