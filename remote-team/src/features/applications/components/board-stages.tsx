import { useId } from 'react';
import type { ApplicationStage } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './board.module.css';

export interface BoardStagesProps {
  columns: ReadonlyArray<{ stage: ApplicationStage; count: number }>;
  /** The stages whose columns show now. */
  shown: readonly ApplicationStage[];
  onGo: (stage: ApplicationStage) => void;
}

/**
 * Over a board wider than the screen: how many of its stages show, and a button per stage that
 * brings its column into view and the focus into it, so no stage is missed on a phone and each is
 * one key press away.
 */
export function BoardStages({ columns, shown, onGo }: BoardStagesProps) {
  const { t } = useTranslation('team');
  const hintId = useId();
  return (
    <div className={styles.stages} role="group" aria-labelledby={hintId}>
      <p id={hintId} className={styles.stagesHint}>
        {t('board.stagesShown', { shown: shown.length, total: columns.length })}
      </p>
      <ul className={styles.stageList}>
        {columns.map(({ stage, count }) => (
          <li key={stage}>
            <button type="button" className={styles.stageButton} data-shown={shown.includes(stage)} onClick={() => onGo(stage)}>
              {t('board.goToStage', { stage: t(`stage.${stage}`), n: count })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
