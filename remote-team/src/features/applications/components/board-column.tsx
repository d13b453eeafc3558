import { useDroppable } from '@dnd-kit/core';
import type { ApplicationStage, TeamApplication } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { ApplicationCard } from './application-card';
import styles from './board.module.css';
import type { CardFocusRequest } from './card-focus';

export interface BoardColumnProps {
  stage: ApplicationStage;
  applications: readonly TeamApplication[];
  /** While a card is dragged: whether it may land here. */
  accepts: boolean | null;
  onMove: (application: TeamApplication, to: ApplicationStage) => void;
  onOpen: (application: TeamApplication) => void;
  focus: CardFocusRequest | null;
}

/** One stage of the board: its applicants, and a drop target for the others. */
export function BoardColumn({ stage, applications, accepts, onMove, onOpen, focus }: BoardColumnProps) {
  const { t } = useTranslation('team');
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const titleId = `stage-${stage}`;
  const classes = [styles.column, accepts ? styles.droppable : '', accepts && isOver ? styles.over : ''].join(' ');
  return (
    // Focusable from the stage buttons over a board wider than the screen (tabIndex -1: not a Tab stop).
    <section ref={setNodeRef} className={classes} aria-labelledby={titleId} data-stage={stage} tabIndex={-1}>
      <h2 id={titleId} className={styles.columnTitle}>
        <span>{t(`stage.${stage}`)}</span>
        <span aria-label={t('board.count', { count: applications.length })}>{applications.length}</span>
      </h2>
      <ul className={styles.cards}>
        {applications.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            onMove={onMove}
            onOpen={onOpen}
            focus={focus?.applicationId === application.id ? focus : null}
          />
        ))}
      </ul>
    </section>
  );
}
