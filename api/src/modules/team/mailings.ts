import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { SEARCH_CRITERIA } from '../user/criteria';
import { type ResumeRef, type ResumeSource, underField } from '../user/resume-source';
import { parseNumericId, requireOwnVacancy, requireTeamSession, routeParam } from './access';
import { type MailRequest, queueMails } from '../mail';

/** Most recipients one mailing may reach. */
export const MAILING_MAX_RECIPIENTS = 100;

const RECIPIENTS = z.discriminatedUnion(
  'source',
  [
    z.strictObject({
      source: z.literal('favourites'),
      list: z.string().trim().min(1, 'Choose a favourites list.').max(100, 'At most 100 characters.'),
    }),
    z.strictObject({
      source: z.literal('search'),
      criteria: SEARCH_CRITERIA,
      limit: z.number().int().min(1).max(MAILING_MAX_RECIPIENTS, `At most ${MAILING_MAX_RECIPIENTS}.`).default(50),
    }),
  ],
  { message: 'Choose recipients from a favourites list or a search.' },
);

const MAILING_BODY = z.strictObject({
  subject: z.string().trim().min(1, 'Enter a subject.').max(200, 'At most 200 characters.'),
  body: z.string().trim().min(1, 'Write the message.').max(10_000, 'At most 10000 characters.'),
  recipients: RECIPIENTS,
});

/** A mailing as the vacancy's team sees it. */
export interface Mailing {
  id: number;
  vacancyId: number;
  subject: string;
  body: string;
  source: 'favourites' | 'search';
  sourceDetail: Record<string, unknown>;
  recipients: number;
  sent: number;
  skipped: number;
  createdAt: string;
  author: { id: string; name: string } | null;
}

interface MailingRow {
  id: number;
  vacancy_id: number;
  subject: string;
  body: string;
  source: 'favourites' | 'search';
  source_detail: Record<string, unknown>;
  recipients: number;
  sent: number;
  skipped: number;
  created_at: Date;
  author_id: string | null;
  author_name: string | null;
}

function toMailing(row: MailingRow): Mailing {
  return {
    id: row.id,
    vacancyId: row.vacancy_id,
    subject: row.subject,
    body: row.body,
    source: row.source,
    sourceDetail: row.source_detail,
    recipients: row.recipients,
    sent: row.sent,
    skipped: row.skipped,
    createdAt: row.created_at.toISOString(),
    author: row.author_id !== null && row.author_name !== null ? { id: row.author_id, name: row.author_name } : null,
  };
}

const SELECT_MAILING = `
  SELECT m.id, m.vacancy_id, m.subject, m.body, m.source, m.source_detail, m.recipients, m.sent, m.skipped,
         m.created_at, u.id AS author_id, u.name AS author_name
    FROM mailings m LEFT JOIN users u ON u.id = m.created_by`;

/**
 * Fills the template's placeholders for one recipient: `{{name}}` (the candidate's name) and
 * `{{vacancy}}` (the vacancy title). Other braces are left as written.
 */
export function renderTemplate(template: string, values: { name: string; vacancy: string }): string {
  return template.replace(/\{\{\s*(name|vacancy)\s*\}\}/g, (_match, key: string) => (key === 'name' ? values.name : values.vacancy));
}

function dedupe(refs: readonly ResumeRef[]): ResumeRef[] {
  const seen = new Map<string, ResumeRef>();
  for (const ref of refs) seen.set(`${ref.type}:${ref.id}`, ref);
  return [...seen.values()];
}

/** Mailings of a vacancy: `GET|POST /api/team/vacancies/{id}/mailings` (the vacancy's team only). */
export async function registerMailingRoutes(
  app: FastifyInstance,
  db: Database,
  resumes: ResumeSource,
): Promise<void> {
  app.get('/team/vacancies/:id/mailings', async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    const vacancy = await db.query<{ id: number; title: string; status: string }>('SELECT id, title, status FROM vacancies WHERE id = $1', [id]);
    const { rows } = await db.query<MailingRow>(`${SELECT_MAILING} WHERE m.vacancy_id = $1 ORDER BY m.created_at DESC, m.id DESC`, [id]);
    return { vacancy: vacancy.rows[0], items: rows.map(toMailing) };
  });

  app.post('/team/vacancies/:id/mailings', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    const input = parseInput(MAILING_BODY, request.body);
    const viewer = { userId: session.user.id, teamId: session.team.id };

    let refs: ResumeRef[];
    let sourceDetail: Record<string, unknown>;
    if (input.recipients.source === 'favourites') {
      const { list } = input.recipients;
      // The author's own list: favourites are private to their user.
      const { rows } = await db.query<{ resume_type: ResumeRef['type']; resume_id: number }>(
        'SELECT resume_type, resume_id FROM favourites WHERE user_id = $1 AND list = $2 ORDER BY created_at LIMIT $3',
        [session.user.id, list, MAILING_MAX_RECIPIENTS],
      );
      if (rows.length === 0) {
        throw new ApiError(400, 'validation_failed', 'The request is invalid.', [
          { path: 'recipients.list', message: 'This favourites list is empty or does not exist.' },
        ]);
      }
      refs = rows.map((row) => ({ type: row.resume_type, id: row.resume_id }));
      sourceDetail = { list };
    } else {
      const { criteria, limit } = input.recipients;
      const matches = await resumes.search(criteria, { limit, viewer }).catch((error: unknown) => {
        throw underField('recipients.criteria', error);
      });
      refs = matches.items;
      sourceDetail = { criteria, limit };
    }

    const recipients = await resumes.recipients(dedupe(refs), viewer);
    const reachable = recipients.filter((recipient) => recipient.email !== null && recipient.email !== '');
    const mailing = await db.transaction(async (tx) => {
      const vacancy = await tx.query<{ title: string }>('SELECT title FROM vacancies WHERE id = $1', [id]);
      const title = vacancy.rows[0]?.title ?? '';
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO mailings (vacancy_id, team_id, created_by, subject, body, source, source_detail, recipients, sent, skipped)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          id,
          session.team.id,
          session.user.id,
          input.subject,
          input.body,
          input.recipients.source,
          JSON.stringify(sourceDetail),
          recipients.length,
          reachable.length,
          recipients.length - reachable.length,
        ],
      );
      const mailingId = rows[0]?.id;
      if (mailingId === undefined) throw new Error('INSERT INTO mailings returned no row');
      const messages: MailRequest[] = reachable.map((recipient) => ({
        to: { email: recipient.email ?? '', name: recipient.name },
        template: 'mailing',
        locale: 'en',
        variables: {
          subject: renderTemplate(input.subject, { name: recipient.name, vacancy: title }),
          body: renderTemplate(input.body, { name: recipient.name, vacancy: title }),
        },
        idempotencyKey: `mailing:${mailingId}:${recipient.type}:${recipient.id}`,
      }));
      await queueMails(tx, messages);
      const created = await tx.query<MailingRow>(`${SELECT_MAILING} WHERE m.id = $1`, [mailingId]);
      const row = created.rows[0];
      if (row === undefined) throw new Error(`mailing ${mailingId} vanished after insert`);
      return toMailing(row);
    });
    return reply.status(201).send(mailing);
  });
}
