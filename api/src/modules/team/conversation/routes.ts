import type { FastifyInstance } from 'fastify';
import { CONVERSATION_ENDPOINTS, type TeamThreadMessage, UNREAD_THREADS_LIMIT } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';
import { importAttachment } from '../../cv';
import { requireTeamSession, teamAccess } from '../access';
import { requireOwnApplication } from '../applications/board-routes';
import { fillMailing } from '../mailings/template';
import { toCandidateMessage, toTeamMessage } from './mapping';
import { notifyThreadMessage, threadContext } from './notify';
import { attachmentFile, attachmentsOf, findCandidateApplication, insertMessage, lastReadId, markRead, threadMessage, threadMessages, unreadThreads } from './queries';

async function teamMessage(db: Queryable, applicationId: number, messageId: number, readerId: string): Promise<TeamThreadMessage> {
  const row = await threadMessage(db, applicationId, messageId);
  if (row === null) throw new Error(`message ${messageId} was not found after its INSERT`);
  return toTeamMessage(row, await attachmentsOf(db, [messageId]), await lastReadId(db, readerId, applicationId));
}

/** A file name safe inside a quoted `Content-Disposition` value (the UTF-8 name goes in `filename*`). */
function dispositionOf(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The conversation of an application: the team (`/team/applications/{id}/messages`, reading marks
 * the thread read for the reader) and the candidate who applied (`/user/applications/{id}/messages`).
 * Anyone else is told the application does not exist (404).
 */
export async function registerConversationRoutes(app: FastifyInstance, db: Database): Promise<void> {
  route(app, CONVERSATION_ENDPOINTS.teamThread, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    await requireOwnApplication(db, id, session);
    const rows = await threadMessages(db, id, false);
    const [attachments, readUpTo] = await Promise.all([attachmentsOf(db, rows.map((row) => Number(row.id))), lastReadId(db, session.user.id, id)]);
    const last = rows.at(-1);
    if (last !== undefined) await markRead(db, session.user.id, id, Number(last.id));
    return { items: rows.map((row) => toTeamMessage(row, attachments, readUpTo)) };
  });

  route(app, CONVERSATION_ENDPOINTS.teamWrite, {
    access: teamAccess(db),
    handler: async ({ access: session, params: { id }, body: input }) => {
      const messageId = await db.transaction(async (tx) => {
        await requireOwnApplication(tx, id, session);
        // A template's variables ({name}, {vacancy}, {team}, {sender}) are filled for this application.
        const context = await threadContext(tx, id);
        const body = fillMailing(input.body, { name: context.candidate_name, vacancy: context.vacancy, team: context.team, sender: session.user.name });
        const inserted = await insertMessage(tx, {
          applicationId: id,
          side: 'team',
          via: 'site',
          authorId: session.user.id,
          fromEmail: null,
          body,
          original: body,
          emailMessageId: null,
          senderCheck: 'ok',
        });
        if (inserted === null) throw new Error('INSERT INTO application_messages returned no row');
        await notifyThreadMessage(tx, { id: inserted, applicationId: id, side: 'team', authorId: session.user.id, authorName: session.user.name, body });
        // The writer has read what they answered.
        await markRead(tx, session.user.id, id, inserted);
        return inserted;
      });
      return teamMessage(db, id, messageId, session.user.id);
    },
  });

  route(app, CONVERSATION_ENDPOINTS.decideSender, {
    access: async ({ request, params }) => {
      const session = await requireTeamSession(request, db);
      await requireOwnApplication(db, params.id, session);
      return session;
    },
    handler: async ({ access: session, params: { id, messageId }, body: input }) => {
      const row = await threadMessage(db, id, messageId);
      if (row === null) throw new ApiError(404, 'not_found', 'No such message.');
      if (row.sender_check !== 'pending') throw new ApiError(409, 'conflict', 'This message came from the candidate\'s address or was decided already.');
      await db.query(`UPDATE application_messages SET sender_check = $3 WHERE application_id = $1 AND id = $2 AND sender_check = 'pending'`, [
        id,
        messageId,
        input.decision === 'accept' ? 'accepted' : 'discarded',
      ]);
      return teamMessage(db, id, messageId, session.user.id);
    },
  });

  route(app, CONVERSATION_ENDPOINTS.attachment, async ({ request, reply, params: { id, attachmentId } }) => {
    const session = await requireTeamSession(request, db);
    await requireOwnApplication(db, id, session);
    const file = await attachmentFile(db, id, attachmentId);
    if (file === null) throw new ApiError(404, 'not_found', 'No such attachment.');
    // Always a download, never rendered by the browser: the type was found in the content, and
    // `nosniff` keeps the browser from guessing another.
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', dispositionOf(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  route(app, CONVERSATION_ENDPOINTS.attachmentCv, {
    access: async ({ request, params }) => {
      const session = await requireTeamSession(request, db);
      await requireOwnApplication(db, params.id, session);
      return session;
    },
    handler: async ({ reply, access: session, params: { id, attachmentId } }) => {
      const file = await attachmentFile(db, id, attachmentId);
      if (file === null) throw new ApiError(404, 'not_found', 'No such attachment.');
      const made = await importAttachment(db, session.team.id, { id: attachmentId, filename: file.filename, content: Buffer.from(file.content) });
      reply.status(made.from === 'new' && made.result.status === 'draft' ? 201 : 200);
      return made;
    },
  });

  route(app, CONVERSATION_ENDPOINTS.unread, async ({ request }) => {
    const session = await requireTeamSession(request, db);
    const rows = await unreadThreads(db, session.team.id, session.user.id, UNREAD_THREADS_LIMIT);
    return {
      items: rows.map((row) => ({
        applicationId: Number(row.application_id),
        vacancyId: Number(row.vacancy_id),
        vacancy: row.vacancy,
        candidate: row.candidate,
        unread: Number(row.unread),
        lastAt: row.last_at.toISOString(),
      })),
    };
  });

  route(app, CONVERSATION_ENDPOINTS.candidateThread, async ({ request, params: { id } }) => {
    const session = await requireSession(request, db);
    if ((await findCandidateApplication(db, id, session.user.id)) === null) throw new ApiError(404, 'not_found', 'No such application.');
    return { items: (await threadMessages(db, id, true)).map(toCandidateMessage) };
  });

  route(app, CONVERSATION_ENDPOINTS.candidateWrite, {
    access: ({ request }) => requireSession(request, db),
    handler: async ({ access: session, params: { id }, body: input }) => {
      const messageId = await db.transaction(async (tx) => {
        if ((await findCandidateApplication(tx, id, session.user.id)) === null) throw new ApiError(404, 'not_found', 'No such application.');
        const inserted = await insertMessage(tx, {
          applicationId: id,
          side: 'candidate',
          via: 'site',
          authorId: session.user.id,
          fromEmail: null,
          body: input.body,
          original: input.body,
          emailMessageId: null,
          senderCheck: 'ok',
        });
        if (inserted === null) throw new Error('INSERT INTO application_messages returned no row');
        await notifyThreadMessage(tx, { id: inserted, applicationId: id, side: 'candidate', authorId: session.user.id, authorName: session.user.name, body: input.body });
        return inserted;
      });
      const row = await threadMessage(db, id, messageId);
      if (row === null) throw new Error(`message ${messageId} was not found after its INSERT`);
      return toCandidateMessage(row);
    },
  });
}
