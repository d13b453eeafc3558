import { type Announcements, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { type FocusEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { allowedMoves, APPLICATION_STAGES, type ApplicationStage, type TeamApplication } from '@platform/contract';
import { EmptyState, Page, PAGE_CLASSES, PageHeader, QueryView, useApiErrorText, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { useBoard } from '../api/get-board';
import { useMoveApplicationMutation } from '../api/move-application';
import { type ApplicationPanel, ApplicationDetails } from './application-details';
import { BoardColumn } from './board-column';
import { BoardStages } from './board-stages';
import styles from './board.module.css';
import type { CardFocusRequest } from './card-focus';
import { RejectDialog } from './reject-dialog';
import { stageKeyboardCoordinates } from './stage-keyboard';
import { useColumnsInView } from './use-columns-in-view';

function stageOf(id: string | number | undefined): ApplicationStage | undefined {
  return APPLICATION_STAGES.find((stage) => stage === id);
}

/**
 * The columns of a vacancy's applications, straight from the query cache: a move changes the
 * cached board (see `useMoveApplicationMutation`), so the board, the details and a later visit
 * all show it. The board keeps only what is its own: which card is dragged, opened, being
 * rejected, and which one takes the focus back after a move.
 */
function Board({ vacancyId, applications, panel }: { vacancyId: number; applications: readonly TeamApplication[]; panel: ApplicationPanel | undefined }) {
  const { t } = useTranslation('team');
  const { toast } = useMountProps();
  const errorText = useApiErrorText('team');
  const moveMutation = useMoveApplicationMutation(vacancyId);
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<CardFocusRequest | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [focus, setFocus] = useState<CardFocusRequest | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const view = useColumnsInView(boardRef, APPLICATION_STAGES);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: stageKeyboardCoordinates }));
  const find = (id: string | number | null | undefined) => applications.find((item) => item.id === id);
  const nameOf = (id: string | number) => find(id)?.name ?? '';
  const stageName = (id: string | number | undefined) => {
    const stage = stageOf(id);
    return stage ? t(`stage.${stage}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('board.announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('board.announce.over', { name: nameOf(active.id), stage: stageName(over.id) }) : t('board.announce.outside', { name: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('board.announce.end', { name: nameOf(active.id), stage: stageName(over.id) }) : t('board.announce.cancel', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('board.announce.cancel', { name: nameOf(active.id) }),
  };

  const perform = (application: TeamApplication, to: ApplicationStage, reason?: string) =>
    moveMutation.mutateAsync({ applicationId: application.id, to, ...(reason === undefined ? {} : { reason }) }).then(
      () => {
        toast.show({ type: 'success', message: t('board.moved', { name: application.name, stage: t(`stage.${to}`) }) });
        return true;
      },
      (error: unknown) => {
        toast.show({ type: 'error', message: errorText.message(error) });
        return false;
      },
    );

  const move = (application: TeamApplication, to: ApplicationStage, target: CardFocusRequest['target']) => {
    if (to === application.stage) return;
    if (!allowedMoves(application.stage).includes(to)) {
      toast.show({ type: 'error', message: t('board.notAllowed', { from: t(`stage.${application.stage}`), to: t(`stage.${to}`) }) });
      return;
    }
    if (to === 'rejected') {
      // The dialog has the focus until it closes; the card takes it back only then.
      setFocus(null);
      setRejecting({ applicationId: application.id, target });
      return;
    }
    setFocus({ applicationId: application.id, target });
    void perform(application, to);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggedId(null);
    const application = find(active.id);
    const to = stageOf(over?.id);
    if (application && to) move(application, to, 'handle');
  };
  // Focus leaving the card that took it after a move ends the request: a later refetch that
  // moves that card again must not pull the focus back from wherever the user went.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (focus === null || !(event.relatedTarget instanceof Element)) return;
    if (event.relatedTarget.closest(`[data-application="${focus.applicationId}"]`) === null) setFocus(null);
  };

  const columns = useMemo(() => APPLICATION_STAGES.map((stage) => ({ stage, applications: applications.filter((item) => item.stage === stage) })), [applications]);
  const dragged = find(draggedId);
  const accepting = dragged === undefined ? null : allowedMoves(dragged.stage);
  const rejected = find(rejecting?.applicationId);
  const opened = find(openId);
  const goToStage = (stage: ApplicationStage) => {
    const column = boardRef.current?.querySelector<HTMLElement>(`[data-stage="${stage}"]`);
    if (!column) return;
    column.scrollIntoView({ block: 'nearest', inline: 'start' });
    column.focus({ preventScroll: true });
  };
  return (
    <>
      <p className={PAGE_CLASSES.muted} id="board-help">
        {t('board.help')}
      </p>
      <DndContext
        sensors={sensors}
        onDragStart={({ active }) => setDraggedId(find(active.id)?.id ?? null)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDraggedId(null)}
        // The board puts the focus back itself: on the moved card, once it is in its new column.
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') }, restoreFocus: false }}
      >
        {view.overflowing && <BoardStages columns={columns.map(({ stage, applications: inStage }) => ({ stage, count: inStage.length }))} shown={view.shown} onGo={goToStage} />}
        {/* Wider than the screen, it is a named region the keyboard can focus and scroll with the arrow keys. */}
        <div
          ref={boardRef}
          className={styles.board}
          onBlur={onBlur}
          {...(view.overflowing ? { role: 'region', 'aria-label': t('board.columnsLabel'), tabIndex: 0 } : {})}
        >
          {columns.map(({ stage, applications: inStage }) => (
            <BoardColumn
              key={stage}
              stage={stage}
              applications={inStage}
              accepts={accepting === null ? null : accepting.includes(stage)}
              onMove={(application, to) => move(application, to, 'move')}
              onOpen={(application) => setOpenId(application.id)}
              focus={focus}
            />
          ))}
        </div>
      </DndContext>
      <RejectDialog
        name={rejected?.name ?? null}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (rejected === undefined || rejecting === null) return;
          // A refusal keeps the dialog open with the reason typed (the error is a toast).
          if (!(await perform(rejected, 'rejected', reason))) return;
          setRejecting(null);
          setFocus(rejecting);
        }}
      />
      <ApplicationDetails applicationId={opened?.id ?? null} name={opened?.name ?? ''} onClose={() => setOpenId(null)} panel={panel} />
    </>
  );
}

/**
 * `/team/vacancy/:id/applications`: the vacancy's applicants in stage columns, moved by drag and
 * drop or from each card's "Move to" list; opening one shows contacts, CV, history and notes.
 */
export interface BoardPageProps {
  id: number;
  /** More actions of the page's header (the app composes other features': the scorecard's competencies). */
  actions?: ReactNode;
  /** Shown in an opened application after the conversation (the app composes it: the scorecards). */
  applicationPanel?: ApplicationPanel;
}

export function BoardPage({ id, actions, applicationPanel }: BoardPageProps) {
  const { t } = useTranslation('team');
  const query = useBoard(id);
  return (
    <QueryView query={query}>
      {({ vacancy, applications }) => (
        <Page aria-labelledby="board-title">
          <PageHeader
            title={t('board.title', { title: vacancy.title })}
            titleId="board-title"
            actions={
              <>
                {actions}
                <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${id}`}>
                  {t('board.back')}
                </Link>
              </>
            }
          />
          {applications.length === 0 ? (
            <EmptyState title={t('applications.emptyTitle')} text={t('applications.emptyText')} />
          ) : (
            <Board vacancyId={id} applications={applications} panel={applicationPanel} />
          )}
        </Page>
      )}
    </QueryView>
  );
}
