import type { FastifyInstance } from 'fastify';
import { type CvPrivacy, PRIVACY_ENDPOINTS, PRIVACY_RULES, type ResponseOf } from '@platform/contract';
import type { Database } from '../../db/database';
import { toCsv, UTF8_BOM } from '../../http/csv';
import { ApiError, parseInput } from '../../http/errors';
import { requireManager, requireTeamSession, type TeamSession } from '../team';
import { listAudit, memberActor, recordAudit } from './audit';
import { cvPrivacy, requestConsent, setLegalHold } from './consent';
import { carryOutNow, listErasureRequests } from './erasure';
import { previewRetention, retentionMonths, setRetentionMonths } from './retention';

/** @throws ApiError 403 unless the recruiter owns the team: the audit and erasure requests are the owner's. */
function requireOwner(session: TeamSession): void {
  if (session.team.role !== 'owner') throw new ApiError(403, 'forbidden', 'Only owners of the team can do this.');
}

const AUDIT_PAGE = 100;

/**
 * A team's side of personal data: a CV's consent and legal hold (its members; the hold: owners and
 * admins), the retention rule (read by members, set by owners) and its dry run (owners and
 * admins), erasure requests and the audit (owners).
 */
export async function registerPrivacyRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get<{ Reply: CvPrivacy }>(PRIVACY_ENDPOINTS.cv.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const { type, id } = parseInput(PRIVACY_ENDPOINTS.cv.params, request.params);
    return cvPrivacy(db, session.team.id, type, id);
  });

  app.post<{ Reply: CvPrivacy }>(PRIVACY_ENDPOINTS.requestConsent.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const { type, id } = parseInput(PRIVACY_ENDPOINTS.requestConsent.params, request.params);
    const { locale } = parseInput(PRIVACY_ENDPOINTS.requestConsent.body, request.body);
    await requestConsent(db, { teamId: session.team.id, type, resumeId: id, locale: locale ?? session.user.locale ?? 'en', actor: memberActor(session, request.ip) });
    return cvPrivacy(db, session.team.id, type, id);
  });

  app.put<{ Reply: CvPrivacy }>(PRIVACY_ENDPOINTS.setLegalHold.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const { type, id } = parseInput(PRIVACY_ENDPOINTS.setLegalHold.params, request.params);
    const { reason } = parseInput(PRIVACY_ENDPOINTS.setLegalHold.body, request.body);
    requireManager(session);
    await setLegalHold(db, { teamId: session.team.id, type, resumeId: id, reason, actor: memberActor(session, request.ip) });
    return cvPrivacy(db, session.team.id, type, id);
  });

  app.delete<{ Reply: CvPrivacy }>(PRIVACY_ENDPOINTS.clearLegalHold.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const { type, id } = parseInput(PRIVACY_ENDPOINTS.clearLegalHold.params, request.params);
    requireManager(session);
    await setLegalHold(db, { teamId: session.team.id, type, resumeId: id, reason: null, actor: memberActor(session, request.ip) });
    return cvPrivacy(db, session.team.id, type, id);
  });

  app.get<{ Reply: ResponseOf<typeof PRIVACY_ENDPOINTS.retention> }>(PRIVACY_ENDPOINTS.retention.path, async (request) => {
    const session = await requireTeamSession(request, db);
    return { months: await retentionMonths(db, session.team.id), graceDays: PRIVACY_RULES.graceDays };
  });

  app.put<{ Reply: ResponseOf<typeof PRIVACY_ENDPOINTS.setRetention> }>(PRIVACY_ENDPOINTS.setRetention.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const { months } = parseInput(PRIVACY_ENDPOINTS.setRetention.body, request.body);
    requireOwner(session);
    await setRetentionMonths(db, session.team.id, months);
    return { months, graceDays: PRIVACY_RULES.graceDays };
  });

  app.get<{ Reply: ResponseOf<typeof PRIVACY_ENDPOINTS.retentionPreview> }>(PRIVACY_ENDPOINTS.retentionPreview.path, async (request) => {
    const session = await requireTeamSession(request, db);
    requireManager(session);
    return previewRetention(db, session.team.id);
  });

  app.get<{ Reply: ResponseOf<typeof PRIVACY_ENDPOINTS.erasureRequests> }>(PRIVACY_ENDPOINTS.erasureRequests.path, async (request) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    return { items: await listErasureRequests(db, session.team.id) };
  });

  app.post<{ Reply: ResponseOf<typeof PRIVACY_ENDPOINTS.carryOutErasure, 202> }>(
    PRIVACY_ENDPOINTS.carryOutErasure.path,
    { config: { bodiless: true } },
    async (request, reply) => {
      const session = await requireTeamSession(request, db);
      requireOwner(session);
      const params = PRIVACY_ENDPOINTS.carryOutErasure.params.safeParse(request.params);
      if (!params.success) throw new ApiError(404, 'not_found', 'There is no such pending erasure request.');
      await carryOutNow(db, session.team.id, params.data.id);
      reply.status(202);
      return { items: await listErasureRequests(db, session.team.id) };
    },
  );

  app.get(PRIVACY_ENDPOINTS.audit.path, async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const { format, before } = parseInput(PRIVACY_ENDPOINTS.audit.query, request.query);
    requireOwner(session);
    if (format !== 'csv') {
      const items = await listAudit(db, session.team.id, { before, limit: AUDIT_PAGE + 1 });
      const page = items.slice(0, AUDIT_PAGE);
      const last = page.at(-1);
      return { items: page, nextBefore: items.length > AUDIT_PAGE && last !== undefined ? last.id : null };
    }
    // The export is itself an access to the log: recorded before it is read, so it lists itself.
    await recordAudit(db, [{ teamId: session.team.id, actor: memberActor(session, request.ip), action: 'audit_exported', resumeId: null }]);
    const entries = await listAudit(db, session.team.id, {});
    const csv = toCsv(
      ['id', 'at', 'actor', 'action', 'cv', 'detail', 'ip'],
      entries.map((entry) => [entry.id, entry.at, entry.actor, entry.action, entry.resumeId, entry.detail, entry.ip]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="privacy-audit.csv"')
      .header('cache-control', 'private, no-store')
      .send(UTF8_BOM + csv);
  });
}
