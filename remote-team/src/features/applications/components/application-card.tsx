import { useDraggable } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import { allowedMoves, type ApplicationStage, type TeamApplication } from '@platform/contract';
import { Button, formatDate, PAGE_CLASSES, Select, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './board.module.css';
import type { CardFocusRequest } from './card-focus';

export interface ApplicationCardProps {
  application: TeamApplication;
  onMove: (application: TeamApplication, to: ApplicationStage) => void;
  onOpen: (application: TeamApplication) => void;
  /** Set when this card is to take the focus (it just moved); taken again whenever it changes or the card mounts in another column. */
  focus: CardFocusRequest | null;
}

/**
 * One applicant on the board. The handle drags it (pointer, or Space then arrows by keyboard);
 * the "Move to" list does the same in one step, offering only the moves the rules allow.
 */
export function ApplicationCard({ application, onMove, onOpen, focus }: ApplicationCardProps) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: application.id });
  const handleRef = useRef<HTMLButtonElement | null>(null);
  const moveRef = useRef<HTMLSelectElement | null>(null);
  const moves = allowedMoves(application.stage);

  useEffect(() => {
    if (focus === null) return;
    // A rejected card may have no "Move to" list: its handle takes the focus then.
    const target = (focus.target === 'move' ? moveRef.current : null) ?? handleRef.current;
    if (target !== null && document.activeElement !== target) target.focus();
  }, [focus]);

  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li ref={setNodeRef} style={style} className={`${styles.card} ${isDragging ? styles.dragging : ''}`} data-application={application.id}>
      <p className={styles.cardName}>
        <button
          type="button"
          ref={(node) => {
            setActivatorNodeRef(node);
            handleRef.current = node;
          }}
          className={styles.handle}
          {...listeners}
          {...attributes}
          aria-label={t('board.drag', { name: application.name })}>
          ⠿
        </button>{' '}
        {application.name}
      </p>
      {application.title && <p className={PAGE_CLASSES.muted}>{application.title}</p>}
      <p className={PAGE_CLASSES.muted}>{t('board.applied', { date: formatDate(locale, application.createdAt) })}</p>
      {application.notes > 0 && <p className={PAGE_CLASSES.muted}>{t('board.notes', { count: application.notes })}</p>}
      {application.unreadMessages > 0 && (
        <p>
          <Tag tone="info">{t('board.unread', { count: application.unreadMessages })}</Tag>
        </p>
      )}
      <div className={PAGE_CLASSES.row}>
        <Button size="small" onClick={() => onOpen(application)} aria-label={t('board.openFor', { name: application.name })}>
          {t('board.open')}
        </Button>
        {moves.length > 0 && (
          <Select
            ref={moveRef}
            aria-label={t('board.moveFor', { name: application.name })}
            value=""
            onChange={(event) => {
              const to = moves.find((stage) => stage === event.target.value);
              if (to) onMove(application, to);
            }}
            options={[{ value: '', label: t('board.moveTo') }, ...moves.map((stage) => ({ value: stage, label: t(`stage.${stage}`) }))]}
          />
        )}
      </div>
    </li>
  );
}
