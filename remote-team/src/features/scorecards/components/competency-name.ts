import type { ScorecardCompetency } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';

/** How a competency reads: a preset in the reader's language, one of the team's as written. */
export function useCompetencyName(): (competency: Pick<ScorecardCompetency, 'key' | 'name'>) => string {
  const { t } = useTranslation('team');
  return (competency) => competency.name ?? t(`scorecards.preset.${competency.key}`, { defaultValue: competency.key });
}
