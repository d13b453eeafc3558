import { createHash } from 'node:crypto';
import type { Locale, MailingCvRef, MailingPreview } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { underField, type ResumeSource } from '../../search';
import type { TeamSession } from '../access';
import { applicantsAtStage } from '../applications/queries';
import { type ResolvedRecipient, resolveRecipients } from './recipients';
import type { MailingBody } from './schemas';
import { fillMailing } from './template';

/** What a mailing's texts are filled with, besides the recipient's name. */
export interface MailingContext {
  vacancy: string;
  team: string;
  sender: string;
  /** The author's interface language: the message's footer and unsubscribe page. */
  locale: Locale;
}

/** The same text (subject and body as written) hashes the same: "already received" compares it. */
export function contentHash(input: { subject: string; body: string }): string {
  return createHash('md5').update(`${input.subject}\u0000${input.body}`).digest('hex');
}

/** Loads the names the variables need. */
export async function loadContext(db: Queryable, vacancyId: number, session: TeamSession): Promise<MailingContext> {
  const { rows } = await db.query<{ vacancy: string; team: string; sender: string; locale: Locale }>(
    `SELECT v.title AS vacancy, t.name AS team, u.name AS sender, u.locale
       FROM vacancies v, teams t, users u WHERE v.id = $1 AND t.id = $2 AND u.id = $3`,
    [vacancyId, session.team.id, session.user.id],
  );
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'No such vacancy.');
  return row;
}

/** The subject and body for one recipient. */
export function personalise(input: { subject: string; body: string }, recipient: { name: string }, context: MailingContext) {
  const values = { name: recipient.name, vacancy: context.vacancy, team: context.team, sender: context.sender };
  return { subject: fillMailing(input.subject, values), body: fillMailing(input.body, values) };
}

/** 400 naming `path`: the chosen source holds no CV at all. */
function emptySource(path: string, message: string, code: string): ApiError {
  return new ApiError(400, 'validation_failed', message, [{ path, message, code }]);
}

/**
 * The CVs the request names, in its order: the selection itself, the author's favourites list
 * (favourites are private to their user), a search's first results, or the platform CVs of the
 * vacancy's applicants at a stage (oldest application first).
 */
export async function collectRefs(
  db: Database,
  resumes: ResumeSource,
  recipients: MailingBody['recipients'],
  session: TeamSession,
  vacancyId: number,
): Promise<{ refs: MailingCvRef[]; sourceDetail: Record<string, unknown> }> {
  if (recipients.source === 'selection') return { refs: recipients.cvs, sourceDetail: { count: recipients.cvs.length } };
  if (recipients.source === 'applicants') {
    // Applications from before platform CVs carry a link, not a CV: a mailing cannot name them.
    const applicants = (await applicantsAtStage(db, vacancyId, recipients.stage)).flatMap((applicant): MailingCvRef[] =>
      applicant.resumeId === null ? [] : [{ type: 'internal', id: applicant.resumeId }],
    );
    if (applicants.length === 0) {
      throw emptySource('recipients.stage', 'No applicant of this vacancy with a platform CV is at this stage.', 'no_applicants_at_stage');
    }
    return { refs: applicants, sourceDetail: { stage: recipients.stage } };
  }
  if (recipients.source === 'favourites') {
    const { rows } = await db.query<MailingCvRef>(
      `SELECT f.resume_type AS type, f.resume_id AS id FROM favourites f JOIN favourite_lists l ON l.id = f.list_id
        WHERE l.user_id = $1 AND lower(l.name) = lower($2) ORDER BY f.created_at`,
      [session.user.id, recipients.list],
    );
    if (rows.length === 0) throw emptySource('recipients.list', 'This favourites list is empty or does not exist.', 'empty_list');
    return { refs: rows, sourceDetail: { list: recipients.list } };
  }
  const viewer = { userId: session.user.id, teamId: session.team.id };
  const matches = await resumes.search(recipients.criteria, { limit: recipients.limit, viewer }).catch((error: unknown) => {
    throw underField('recipients.criteria', error);
  });
  if (matches.items.length === 0) throw emptySource('recipients.criteria', 'This search finds no CV.', 'no_matches');
  return { refs: matches.items.map((item) => ({ type: item.type, id: item.id })), sourceDetail: { criteria: recipients.criteria, limit: recipients.limit } };
}

/** What sending would do: who is reached or skipped, and the credits it costs. */
export interface MailingPlan {
  all: ResolvedRecipient[];
  reachable: ResolvedRecipient[];
  skipped: ResolvedRecipient[];
  /** Recipients whose contacts the team has not revealed: one credit each. */
  charged: ResolvedRecipient[];
}

export async function planMailing(db: Queryable, refs: readonly MailingCvRef[], teamId: string, hash: string): Promise<MailingPlan> {
  const all = await resolveRecipients(db, refs, teamId, hash);
  const reachable = all.filter((recipient) => recipient.skipReason === null);
  return {
    all,
    reachable,
    skipped: all.filter((recipient) => recipient.skipReason !== null),
    charged: reachable.filter((recipient) => !recipient.revealed),
  };
}

/** The preview's lists show this many recipients. */
export const PREVIEW_LIST_LIMIT = 200;

export function summarise(plan: MailingPlan): Pick<MailingPreview, 'recipients' | 'skipped' | 'reachable'> {
  return {
    recipients: { total: plan.all.length, reachable: plan.reachable.length },
    skipped: plan.skipped.slice(0, PREVIEW_LIST_LIMIT).flatMap((recipient) =>
      recipient.skipReason === null ? [] : [{ type: recipient.type, id: recipient.id, name: recipient.name, reason: recipient.skipReason }],
    ),
    reachable: plan.reachable.slice(0, PREVIEW_LIST_LIMIT).map((recipient) => ({ type: recipient.type, id: recipient.id, name: recipient.name })),
  };
}
