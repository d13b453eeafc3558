/**
 * The recruiting pipeline contract: vacancies with their skills, employment type and level, the
 * public list of open vacancies (`GET /api/vacancies`), applications and their stages
 * (`/api/team/vacancies/{id}/applications`, `/api/team/applications/{id}`, `/api/user/applications`).
 */

import type { Currency } from './search';

export type VacancyStatus = 'draft' | 'open' | 'closed';
export const VACANCY_STATUSES: readonly VacancyStatus[] = ['draft', 'open', 'closed'];

export type EmploymentType = 'full_time' | 'part_time' | 'contract' | 'internship';
export const EMPLOYMENT_TYPES: readonly EmploymentType[] = ['full_time', 'part_time', 'contract', 'internship'];

/** Seniority a vacancy asks for, lowest first. */
export type VacancyLevel = 'junior' | 'middle' | 'senior' | 'lead';
export const VACANCY_LEVELS: readonly VacancyLevel[] = ['junior', 'middle', 'senior', 'lead'];

/** Most skills one vacancy lists, and the longest skill name. */
export const VACANCY_MAX_SKILLS = 30;
export const VACANCY_SKILL_MAX_LENGTH = 50;

/** Largest page of a vacancy list. */
export const VACANCY_LIST_MAX_PER_PAGE = 50;
export const VACANCY_LIST_DEFAULT_PER_PAGE = 20;

/** A vacancy as its public page shows it. */
export interface PublicVacancy {
  id: number;
  teamName: string;
  title: string;
  description: string;
  city: string | null;
  remote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency | null;
  status: VacancyStatus;
  skills: string[];
  employmentType: EmploymentType;
  level: VacancyLevel | null;
  updatedAt: string;
  /** For a signed-in candidate: the stage of their application to it, `null` before they apply. */
  myApplication?: { id: number; stage: ApplicationStage } | null;
}

/** A vacancy as its own team sees it: with its counters and the right to edit it. */
export interface TeamVacancy extends PublicVacancy {
  canManage: true;
  createdAt: string;
  views: number;
  applications: number;
  mailings: number;
  /** Applications that arrived since the viewer last opened the vacancy. */
  newApplications: number;
}

/** What creating or editing a vacancy sends. */
export interface VacancyInput {
  title: string;
  description: string;
  city: string | null;
  remote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency | null;
  status: VacancyStatus;
  skills: string[];
  employmentType: EmploymentType;
  level: VacancyLevel | null;
}

/** One page of a vacancy list. */
export interface VacancyPage<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** Stages of an application: the working path, then the two ends. */
export type ApplicationStage = 'new' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';
export const APPLICATION_STAGES: readonly ApplicationStage[] = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'];

/** The working path, in order; `rejected` leaves it from any stage before `hired`. */
export const APPLICATION_PATH: readonly ApplicationStage[] = ['new', 'screening', 'interview', 'offer', 'hired'];

/** Longest rejection reason, note, and application message. */
export const REJECTION_REASON_MAX_LENGTH = 500;
export const APPLICATION_NOTE_MAX_LENGTH = 5000;
export const APPLICATION_MESSAGE_MAX_LENGTH = 5000;

/**
 * The stages an application may move to from `from`: one step forward or back along the path
 * (back corrects a mistake), `rejected` from any stage before `hired`, and a rejected application
 * reopened at `new`. `hired` is final.
 */
export function allowedMoves(from: ApplicationStage): ApplicationStage[] {
  if (from === 'hired') return [];
  if (from === 'rejected') return ['new'];
  const index = APPLICATION_PATH.indexOf(from);
  const moves: ApplicationStage[] = [];
  const back = APPLICATION_PATH[index - 1];
  const forward = APPLICATION_PATH[index + 1];
  if (back !== undefined) moves.push(back);
  if (forward !== undefined) moves.push(forward);
  moves.push('rejected');
  return moves;
}

/** One stage an application reached. `by` is `null` for the candidate's own application. */
export interface StageEvent {
  from: ApplicationStage | null;
  to: ApplicationStage;
  at: string;
}

/** A stage event as the team sees it: with who moved it and the rejection reason. */
export interface TeamStageEvent extends StageEvent {
  by: { id: string; name: string } | null;
  reason: string | null;
}

export interface ApplicationNote {
  id: number;
  body: string;
  author: { id: string; name: string } | null;
  createdAt: string;
}

/** An application on the team's board. */
export interface TeamApplication {
  id: number;
  vacancyId: number;
  stage: ApplicationStage;
  stageChangedAt: string;
  rejectionReason: string | null;
  name: string;
  title: string;
  /** The applicant's contacts: the team sees them without spending credits. */
  email: string;
  phone: string | null;
  message: string;
  /** The applicant's platform CV (`/cv/internal/{id}`); `null` for an old link-only application. */
  resumeId: number | null;
  cvUrl: string | null;
  createdAt: string;
  notes: number;
}

/** An application opened by the team: with its history and notes. */
export interface TeamApplicationDetails extends TeamApplication {
  history: TeamStageEvent[];
  noteList: ApplicationNote[];
}

/** What moving an application sends. `reason` is required for `rejected`. */
export interface StageMoveInput {
  stage: ApplicationStage;
  reason?: string;
}

/** An application as its candidate sees it: no notes, no rejection reason, no names of the team. */
export interface CandidateApplication {
  id: number;
  vacancy: { id: number; title: string; teamName: string; status: VacancyStatus };
  stage: ApplicationStage;
  message: string;
  createdAt: string;
  history: StageEvent[];
}

/** Response of `POST /api/team/vacancies/{id}/applications`. */
export interface ApplyResponse {
  id: number;
  stage: ApplicationStage;
  createdAt: string;
}
