import type { ApplicationStage, Locale, TeamApplicationDetails } from '@platform/contract';
import type { Queryable } from '../../../db/database';

/** An application row with its applicant's CV columns, as the board reads it. */
export interface ApplicationRow {
  id: number;
  vacancy_id: number;
  team_id: string;
  vacancy_status: 'draft' | 'open' | 'closed';
  stage: ApplicationStage;
  stage_changed_at: Date;
  rejection_reason: string | null;
  name: string;
  email: string;
  message: string;
  cv_url: string | null;
  resume_id: number | null;
  resume_title: string | null;
  phone: string | null;
  created_at: Date;
  notes: number;
  unread_messages: number;
}

const SELECT_APPLICATION = `
  SELECT a.id, a.vacancy_id, v.team_id, v.status AS vacancy_status, a.stage, a.stage_changed_at, a.rejection_reason,
         COALESCE(NULLIF(r.name, ''), a.name) AS name, a.email, a.message, a.cv_url, a.resume_id,
         r.title AS resume_title, r.resume -> 'basics' ->> 'phone' AS phone, a.created_at,
         (SELECT count(*) FROM application_notes n WHERE n.application_id = a.id) AS notes,
         (SELECT count(*) FROM application_messages m
           WHERE m.application_id = a.id AND m.side = 'candidate' AND m.sender_check <> 'discarded'
             AND m.id > COALESCE((SELECT r.last_read_id FROM application_thread_reads r WHERE r.application_id = a.id AND r.user_id = $2), 0)) AS unread_messages
    FROM applications a
    JOIN vacancies v ON v.id = a.vacancy_id
    LEFT JOIN resumes r ON r.id = a.resume_id`;

/**
 * Every application of a vacancy, oldest first (the order of a board column); `unread_messages`
 * counts the candidate's messages `viewerId` has not read.
 */
export async function applicationsOfVacancy(db: Queryable, vacancyId: number, viewerId: string): Promise<ApplicationRow[]> {
  const { rows } = await db.query<ApplicationRow>(`${SELECT_APPLICATION} WHERE a.vacancy_id = $1 ORDER BY a.created_at, a.id`, [vacancyId, viewerId]);
  return rows;
}

/** One application with its vacancy's team, or `null`; `lock` holds it until the transaction ends. */
export async function findApplication(db: Queryable, id: number, viewerId: string, lock = false): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(`${SELECT_APPLICATION} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id, viewerId]);
  return rows[0] ?? null;
}

export interface StageEventRow {
  application_id: number;
  from_stage: ApplicationStage | null;
  to_stage: ApplicationStage;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  created_at: Date;
}

/** The stage history of the given applications, oldest first. */
export async function stageEvents(db: Queryable, applicationIds: readonly number[]): Promise<StageEventRow[]> {
  if (applicationIds.length === 0) return [];
  const { rows } = await db.query<StageEventRow>(
    `SELECT e.application_id, e.from_stage, e.to_stage, e.reason, e.actor_id, u.name AS actor_name, e.created_at
       FROM application_stage_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.application_id = ANY($1::bigint[])
      ORDER BY e.created_at, e.id`,
    [applicationIds],
  );
  return rows;
}

export interface NoteRow {
  id: number;
  body: string;
  author_id: string | null;
  author_name: string | null;
  created_at: Date;
}

export async function notesOf(db: Queryable, applicationId: number): Promise<NoteRow[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT n.id, n.body, n.author_id, u.name AS author_name, n.created_at
       FROM application_notes n LEFT JOIN users u ON u.id = n.author_id
      WHERE n.application_id = $1 ORDER BY n.created_at, n.id`,
    [applicationId],
  );
  return rows;
}

export async function insertNote(db: Queryable, applicationId: number, authorId: string, body: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO application_notes (application_id, author_id, body) VALUES ($1, $2, $3) RETURNING id', [
    applicationId,
    authorId,
    body,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO application_notes returned no row');
  return id;
}

/** Moves an application and writes the move into its history (inside the caller's transaction); returns the history row's id. */
export async function moveApplication(
  tx: Queryable,
  move: { id: number; from: ApplicationStage; to: ApplicationStage; reason: string | null; actorId: string },
): Promise<number> {
  await tx.query(`UPDATE applications SET stage = $2, rejection_reason = $3, stage_changed_at = now() WHERE id = $1`, [move.id, move.to, move.reason]);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO application_stage_events (application_id, from_stage, to_stage, reason, actor_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [move.id, move.from, move.to, move.reason, move.actorId],
  );
  const eventId = rows[0]?.id;
  if (eventId === undefined) throw new Error('INSERT INTO application_stage_events returned no row');
  return eventId;
}

/** A candidate's own platform CV: what they apply with. */
export interface OwnResumeRow {
  id: number;
  name: string;
}

export async function findOwnResume(db: Queryable, userId: string): Promise<OwnResumeRow | null> {
  const { rows } = await db.query<OwnResumeRow>(`SELECT id, name FROM resumes WHERE owner_user_id = $1`, [userId]);
  return rows[0] ?? null;
}

/**
 * Inserts an application with its first history row, or nothing when this candidate already
 * applied to the vacancy: the unique constraint decides, also between concurrent requests.
 *
 * @returns the new application, or `null` for a repeat.
 */
/** What the consent statement of an application to `vacancyId` names: the team, the vacancy, the team's retention months. */
export async function consentTerms(db: Queryable, vacancyId: number): Promise<{ team: string; vacancy: string; months: number }> {
  const { rows } = await db.query<{ team: string; vacancy: string; months: number }>(
    'SELECT t.name AS team, v.title AS vacancy, t.cv_retention_months AS months FROM vacancies v JOIN teams t ON t.id = v.team_id WHERE v.id = $1',
    [vacancyId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`Vacancy ${vacancyId} vanished inside its transaction`);
  return row;
}

/**
 * A candidate's application with the consent they gave by sending it (`consent.text`, valid for
 * `consent.months` from now), or `null` when they had applied already.
 */
export async function insertApplication(
  tx: Queryable,
  input: { vacancyId: number; userId: string; resumeId: number; name: string; email: string; message: string; consent: { text: string; locale: Locale; months: number } },
): Promise<{ id: number; created_at: Date } | null> {
  const { rows } = await tx.query<{ id: number; created_at: Date }>(
    `INSERT INTO applications (vacancy_id, user_id, resume_id, name, email, message, consent_text, consent_locale, consent_at, consent_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now() + make_interval(months => $9::int))
     ON CONFLICT ON CONSTRAINT applications_vacancy_user_key DO NOTHING
     RETURNING id, created_at`,
    [input.vacancyId, input.userId, input.resumeId, input.name, input.email, input.message, input.consent.text, input.consent.locale, input.consent.months],
  );
  const row = rows[0];
  if (row === undefined) return null;
  await tx.query(`INSERT INTO application_stage_events (application_id, from_stage, to_stage, actor_id, created_at) VALUES ($1, NULL, 'new', $2, $3)`, [
    row.id,
    input.userId,
    row.created_at,
  ]);
  return row;
}

/** The consent kept with an application; `null` for one sent before consent was recorded. */
export async function applicationConsent(db: Queryable, applicationId: number): Promise<TeamApplicationDetails['consent']> {
  const { rows } = await db.query<{ consent_text: string | null; consent_locale: Locale | null; consent_at: Date | null; consent_until: Date | null }>(
    'SELECT consent_text, consent_locale, consent_at, consent_until FROM applications WHERE id = $1',
    [applicationId],
  );
  const row = rows[0];
  if (row === undefined || row.consent_text === null || row.consent_locale === null || row.consent_at === null || row.consent_until === null) return null;
  return { givenAt: row.consent_at.toISOString(), validUntil: row.consent_until.toISOString(), text: row.consent_text, locale: row.consent_locale };
}

/** The stage of a candidate's application to a vacancy, `null` before they apply. */
export async function myApplication(db: Queryable, vacancyId: number, userId: string): Promise<{ id: number; stage: ApplicationStage } | null> {
  const { rows } = await db.query<{ id: number; stage: ApplicationStage }>('SELECT id, stage FROM applications WHERE vacancy_id = $1 AND user_id = $2', [
    vacancyId,
    userId,
  ]);
  return rows[0] ?? null;
}

export interface CandidateApplicationRow {
  id: number;
  vacancy_id: number;
  vacancy_title: string;
  vacancy_status: 'draft' | 'open' | 'closed';
  team_name: string;
  stage: ApplicationStage;
  message: string;
  created_at: Date;
}

/** A candidate's applications, newest first. */
export async function applicationsOfCandidate(db: Queryable, userId: string): Promise<CandidateApplicationRow[]> {
  const { rows } = await db.query<CandidateApplicationRow>(
    `SELECT a.id, a.vacancy_id, v.title AS vacancy_title, v.status AS vacancy_status, t.name AS team_name, a.stage, a.message, a.created_at
       FROM applications a JOIN vacancies v ON v.id = a.vacancy_id JOIN teams t ON t.id = v.team_id
      WHERE a.user_id = $1
      ORDER BY a.created_at DESC, a.id DESC`,
    [userId],
  );
  return rows;
}

/** An applicant a mailing can reach. */
export interface ApplicantRecipient {
  applicationId: number;
  userId: string | null;
  resumeId: number | null;
  name: string;
  email: string;
}

/**
 * The applicants of vacancy `vacancyId` whose application is at `stage` now, oldest application
 * first: the recipients of a mailing "to the applicants at a stage".
 */
export async function applicantsAtStage(db: Queryable, vacancyId: number, stage: ApplicationStage): Promise<ApplicantRecipient[]> {
  const { rows } = await db.query<{ id: number; user_id: string | null; resume_id: number | null; name: string; email: string }>(
    `SELECT a.id, a.user_id, a.resume_id, COALESCE(NULLIF(r.name, ''), a.name) AS name, a.email
       FROM applications a LEFT JOIN resumes r ON r.id = a.resume_id
      WHERE a.vacancy_id = $1 AND a.stage = $2
      ORDER BY a.created_at, a.id`,
    [vacancyId, stage],
  );
  return rows.map((row) => ({ applicationId: row.id, userId: row.user_id, resumeId: row.resume_id, name: row.name, email: row.email }));
}
