import { type Announcements, DndContext, type DragEndEvent, type DragStartEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import {
  EmptyState,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { listApplications, moveApplication } from '../api/application-calls';
import { ApplicationDetails } from './application-details';
import { BoardColumn } from './board-column';
import styles from './board.module.css';
import { RejectDialog } from './reject-dialog';
import { stageKeyboardCoordinates } from './stage-keyboard';
import {
  allowedMoves,
  APPLICATION_STAGES,
  type ApplicationStage,
  type TeamApplication,
  type TeamVacancy,
} from '@platform/contract';

function stageOf(id: string | number | undefined): ApplicationStage | undefined {
  return APPLICATION_STAGES.find((stage) => stage === id);
}

function Board({ initial }: { initial: readonly TeamApplication[] }) {
  const { t } = useTranslation('team');
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText('team');
  const [items, setItems] = useState<readonly TeamApplication[]>(initial);
  const [dragged, setDragged] = useState<TeamApplication | null>(null);
  const [rejecting, setRejecting] = useState<TeamApplication | null>(null);
  const [open, setOpen] = useState<TeamApplication | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: stageKeyboardCoordinates }));
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.name ?? '';
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

  const perform = async (application: TeamApplication, to: ApplicationStage, reason?: string) => {
    try {
      const moved = await moveApplication(api, application.id, reason === undefined ? { stage: to } : { stage: to, reason });
      setItems((current) => current.map((item) => (item.id === moved.id ? { ...item, stage: moved.stage, stageChangedAt: moved.stageChangedAt, rejectionReason: moved.rejectionReason } : item)));
      toast.show({ type: 'success', message: t('board.moved', { name: application.name, stage: t(`stage.${to}`) }) });
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    }
  };

  const move = (application: TeamApplication, to: ApplicationStage) => {
    if (to === application.stage) return;
    if (!allowedMoves(application.stage).includes(to)) {
      toast.show({ type: 'error', message: t('board.notAllowed', { from: t(`stage.${application.stage}`), to: t(`stage.${to}`) }) });
      return;
    }
    if (to === 'rejected') setRejecting(application);
    else void perform(application, to);
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(items.find((item) => item.id === active.id) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const application = items.find((item) => item.id === active.id);
    const to = stageOf(over?.id);
    if (application && to) move(application, to);
  };

  const openId = open?.id;
  // The recruiter opened the thread: its unread badge goes (the same items when there was none).
  const markRead = useCallback(() => {
    setItems((current) => (current.some((item) => item.id === openId && item.unreadMessages > 0) ? current.map((item) => (item.id === openId ? { ...item, unreadMessages: 0 } : item)) : current));
  }, [openId]);

  const columns = useMemo(() => APPLICATION_STAGES.map((stage) => ({ stage, applications: items.filter((item) => item.stage === stage) })), [items]);
  const accepting = dragged === null ? null : allowedMoves(dragged.stage);
  return (
    <>
      <p className={PAGE_CLASSES.muted} id="board-help">
        {t('board.help')}
      </p>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') } }}
      >
        <div className={styles.board}>
          {columns.map(({ stage, applications }) => (
            <BoardColumn
              key={stage}
              stage={stage}
              applications={applications}
              accepts={accepting === null ? null : accepting.includes(stage)}
              onMove={move}
              onOpen={setOpen}
            />
          ))}
        </div>
      </DndContext>
      <RejectDialog
        name={rejecting?.name ?? null}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (rejecting) await perform(rejecting, 'rejected', reason);
          setRejecting(null);
        }}
      />
      <ApplicationDetails
        application={open}
        onClose={() => setOpen(null)}
        onChanged={() => setItems((current) => current.map((item) => (item.id === open?.id ? { ...item, notes: item.notes + 1 } : item)))}
        onRead={markRead}
      />
    </>
  );
}

/**
 * `/team/vacancy/:id/applications`: the vacancy's applicants in stage columns, moved by drag and
 * drop or from each card's "Move to" list; opening one shows contacts, CV, history and notes.
 */
export function BoardPage({ id }: { id: number }) {
  const { t } = useTranslation('team');
  const query = useAreaQuery(['team', 'board', id], async (api, signal) => {
    const [vacancy, applications] = await Promise.all([
      api.get<TeamVacancy>(`/team/vacancies/${id}`, { signal }),
      listApplications(api, id, signal),
    ]);
    return { vacancy, applications: applications.items };
  });
  return (
    <QueryView query={query}>
      {({ vacancy, applications }) => (
        <Page aria-labelledby="board-title">
          <PageHeader
            title={t('board.title', { title: vacancy.title })}
            titleId="board-title"
            actions={
              <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${id}`}>
                {t('board.back')}
              </Link>
            }
          />
          {applications.length === 0 ? (
            <EmptyState title={t('applications.emptyTitle')} text={t('applications.emptyText')} />
          ) : (
            <Board initial={applications} />
          )}
        </Page>
      )}
    </QueryView>
  );
}
