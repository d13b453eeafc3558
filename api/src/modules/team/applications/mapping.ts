import type { ApplicationNote, CandidateApplication, StageEvent, TeamApplication, TeamStageEvent } from '@platform/contract';
import type { ApplicationRow, CandidateApplicationRow, NoteRow, StageEventRow } from './queries';

export function toTeamApplication(row: ApplicationRow): TeamApplication {
  return {
    id: row.id,
    vacancyId: row.vacancy_id,
    stage: row.stage,
    stageChangedAt: row.stage_changed_at.toISOString(),
    rejectionReason: row.rejection_reason,
    name: row.name,
    title: row.resume_title ?? '',
    email: row.email,
    phone: row.phone,
    message: row.message,
    resumeId: row.resume_id,
    cvUrl: row.cv_url,
    createdAt: row.created_at.toISOString(),
    notes: row.notes,
    unreadMessages: Number(row.unread_messages),
  };
}

export function toTeamStageEvent(row: StageEventRow): TeamStageEvent {
  return {
    from: row.from_stage,
    to: row.to_stage,
    at: row.created_at.toISOString(),
    by: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    reason: row.reason,
  };
}

/** What the candidate sees of a move: the stages and when, not who moved it or why. */
export function toStageEvent(row: StageEventRow): StageEvent {
  return { from: row.from_stage, to: row.to_stage, at: row.created_at.toISOString() };
}

export function toNote(row: NoteRow): ApplicationNote {
  return {
    id: row.id,
    body: row.body,
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    createdAt: row.created_at.toISOString(),
  };
}

export function toCandidateApplication(row: CandidateApplicationRow, history: readonly StageEventRow[]): CandidateApplication {
  return {
    id: row.id,
    vacancy: { id: row.vacancy_id, title: row.vacancy_title, teamName: row.team_name, status: row.vacancy_status },
    stage: row.stage,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    history: history.map(toStageEvent),
  };
}
