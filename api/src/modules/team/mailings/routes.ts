import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAILING_ENDPOINTS, type MailingPreview } from '@platform/contract';
import type { Config } from '../../../config/env';
import type { Database } from '../../../db/database';
import { ApiError, parseInput } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireVerifiedEmail } from '../../../http/session';
import { privacyUrl, renderMail } from '../../mail';
import type { ResumeSource } from '../../search';
import { requireOwnVacancy, requireTeamSession, type TeamSession } from '../access';
import { collectRefs, contentHash, loadContext, personalise, planMailing, summarise } from './compose';
import { getMailing, listRecipients, listVacancyMailings } from './read';
import { usedToday } from './recipients';
import { IDEMPOTENCY_KEY } from './schemas';
import { sendMailing } from './send';
import { checkVariables } from './template';

/**
 * Mailings of a vacancy (its team only: 403 for other teams' open vacancies, 404 otherwise):
 * `GET|POST /api/team/vacancies/{id}/mailings`, `POST .../mailings/preview`,
 * `GET .../mailings/{mailingId}` and `GET .../mailings/{mailingId}/recipients`.
 */
export async function registerMailingRoutes(app: FastifyInstance, db: Database, resumes: ResumeSource, config: Config): Promise<void> {
  /** The access check of every route here: a recruiter of the vacancy's team. */
  const ownVacancy = async ({ request, params }: { request: FastifyRequest; params: { id: number } }): Promise<TeamSession> => {
    const session = await requireTeamSession(request, db);
    await requireOwnVacancy(db, params.id, session);
    return session;
  };

  route(app, MAILING_ENDPOINTS.list, {
    access: ownVacancy,
    handler: async ({ access: session, params: { id } }) => {
      const vacancy = await db.query<{ id: number; title: string; status: string }>('SELECT id, title, status FROM vacancies WHERE id = $1', [id]);
      const row = vacancy.rows[0];
      if (row === undefined) throw new ApiError(404, 'not_found', 'No such vacancy.');
      return {
        vacancy: row,
        items: await listVacancyMailings(db, id),
        dailyLimit: { limit: config.mailingDailyLimit, used: await usedToday(db, session.team.id) },
      };
    },
  });

  route(app, MAILING_ENDPOINTS.preview, {
    access: ownVacancy,
    handler: async ({ access: session, params: { id }, body: input }) => {
      checkVariables(input);
      const context = await loadContext(db, id, session);
      const { refs } = await collectRefs(db, resumes, input.recipients, session, id);
      const plan = await planMailing(db, refs, session.team.id, contentHash(input));
      const wanted = input.recipient;
      const recipient = wanted === undefined ? plan.reachable[0] : plan.all.find((item) => item.type === wanted.type && item.id === wanted.id);
      if (wanted !== undefined && recipient === undefined) {
        throw new ApiError(400, 'validation_failed', 'This CV is not among the recipients.', [
          { path: 'recipient', message: 'This CV is not among the recipients.', code: 'not_a_recipient' },
        ]);
      }
      const credits = (await db.query<{ credits: number }>('SELECT credits FROM teams WHERE id = $1', [session.team.id])).rows[0]?.credits ?? 0;
      const used = await usedToday(db, session.team.id);
      let message: MailingPreview['message'] = null;
      if (recipient !== undefined) {
        const rendered = renderMail('mailing', context.locale, {
          ...personalise(input, recipient, context),
          unsubscribeUrl: `${config.publicUrl}/api/mail/unsubscribe/…`,
          privacyUrl: privacyUrl(config.publicUrl, '…'),
          siteUrl: config.publicUrl,
        });
        message = { recipient: { type: recipient.type, id: recipient.id, name: recipient.name }, ...rendered };
      }
      return {
        ...summarise(plan),
        cost: { credits: plan.charged.length, balance: credits, missing: Math.max(0, plan.charged.length - credits) },
        dailyLimit: { limit: config.mailingDailyLimit, used, remaining: Math.max(0, config.mailingDailyLimit - used) },
        message,
      };
    },
  });

  route(app, MAILING_ENDPOINTS.send, {
    access: async (context) => {
      const session = await ownVacancy(context);
      requireVerifiedEmail(session);
      // The header is checked before the body: a bad key is the error named.
      return { session, idempotencyKey: parseInput(IDEMPOTENCY_KEY, context.request.headers['idempotency-key']) };
    },
    handler: async ({ access: { session, idempotencyKey }, reply, params: { id }, body: input }) => {
      checkVariables(input);
      const context = await loadContext(db, id, session);
      const { refs, sourceDetail } = await collectRefs(db, resumes, input.recipients, session, id);
      const result = await sendMailing(db, {
        vacancyId: id,
        session,
        input,
        refs,
        sourceDetail,
        context,
        idempotencyKey,
        dailyLimit: config.mailingDailyLimit,
      });
      const mailing = await getMailing(db, id, result.id);
      // A repeated key names a mailing of another vacancy: the key was reused for another request.
      if (mailing === null) throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was used for another request.');
      reply.status(result.created ? 201 : 200);
      return mailing;
    },
  });

  route(app, MAILING_ENDPOINTS.get, {
    access: ownVacancy,
    handler: async ({ params: { id, mailingId } }) => {
      const mailing = await getMailing(db, id, mailingId);
      if (mailing === null) throw new ApiError(404, 'not_found', 'No such mailing.');
      return mailing;
    },
  });

  route(app, MAILING_ENDPOINTS.recipients, {
    access: async (context) => {
      await ownVacancy(context);
      if ((await getMailing(db, context.params.id, context.params.mailingId)) === null) throw new ApiError(404, 'not_found', 'No such mailing.');
    },
    handler: async ({ params: { mailingId }, query }) => listRecipients(db, mailingId, query),
  });
}
