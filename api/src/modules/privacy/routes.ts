import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVACY_ENDPOINTS, PRIVACY_RULES } from '@platform/contract';
import type { Database } from '../../db/database';
import { toCsv, UTF8_BOM } from '../../http/csv';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { requireManager, requireTeamSession, type TeamSession } from '../../http/session';
import { type AuditFilter, describeFilter, listAudit, memberActor, recordAudit } from './audit';
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
  /** The access check of what only the team's owners and admins do. */
  const managers = async ({ request }: { request: FastifyRequest }): Promise<TeamSession> => {
    const session = await requireTeamSession(request, db);
    requireManager(session);
    return session;
  };
  /** The access check of what only the team's owner does. */
  const owners = async ({ request }: { request: FastifyRequest }): Promise<TeamSession> => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    return session;
  };

  route(app, PRIVACY_ENDPOINTS.cv, async ({ request, params: { type, id } }) => {
    const session = await requireTeamSession(request, db);
    return cvPrivacy(db, session.team.id, type, id);
  });

  route(app, PRIVACY_ENDPOINTS.requestConsent, {
    access: async ({ request }) => requireTeamSession(request, db),
    handler: async ({ request, access: session, params: { type, id }, body: { locale } }) => {
      await requestConsent(db, { teamId: session.team.id, type, resumeId: id, locale: locale ?? session.user.locale ?? 'en', actor: memberActor(session, request.ip) });
      return cvPrivacy(db, session.team.id, type, id);
    },
  });

  route(app, PRIVACY_ENDPOINTS.setLegalHold, {
    access: managers,
    handler: async ({ request, access: session, params: { type, id }, body: { reason } }) => {
      await setLegalHold(db, { teamId: session.team.id, type, resumeId: id, reason, actor: memberActor(session, request.ip) });
      return cvPrivacy(db, session.team.id, type, id);
    },
  });

  route(app, PRIVACY_ENDPOINTS.clearLegalHold, async ({ request, params: { type, id } }) => {
    const session = await managers({ request });
    await setLegalHold(db, { teamId: session.team.id, type, resumeId: id, reason: null, actor: memberActor(session, request.ip) });
    return cvPrivacy(db, session.team.id, type, id);
  });

  route(app, PRIVACY_ENDPOINTS.retention, async ({ request }) => {
    const session = await requireTeamSession(request, db);
    return { months: await retentionMonths(db, session.team.id), graceDays: PRIVACY_RULES.graceDays };
  });

  route(app, PRIVACY_ENDPOINTS.setRetention, {
    access: owners,
    handler: async ({ access: session, body: { months } }) => {
      await setRetentionMonths(db, session.team.id, months);
      return { months, graceDays: PRIVACY_RULES.graceDays };
    },
  });

  route(app, PRIVACY_ENDPOINTS.retentionPreview, async ({ request }) => {
    const session = await managers({ request });
    return previewRetention(db, session.team.id);
  });

  route(app, PRIVACY_ENDPOINTS.erasureRequests, async ({ request }) => {
    const session = await owners({ request });
    return { items: await listErasureRequests(db, session.team.id) };
  });

  route(app, PRIVACY_ENDPOINTS.carryOutErasure, async ({ request, params: { id } }) => {
    const session = await owners({ request });
    await carryOutNow(db, session.team.id, id);
    return { items: await listErasureRequests(db, session.team.id) };
  });

  route(app, PRIVACY_ENDPOINTS.audit, {
    access: owners,
    handler: async ({ request, reply, access: session, query: { format, before, action, resumeId, actor } }) => {
      const filter: AuditFilter = { action, resumeId, actor };
      if (format !== 'csv') {
        const items = await listAudit(db, session.team.id, { ...filter, before, limit: AUDIT_PAGE + 1 });
        const page = items.slice(0, AUDIT_PAGE);
        const last = page.at(-1);
        return { items: page, nextBefore: items.length > AUDIT_PAGE && last !== undefined ? last.id : null };
      }
      // The export is itself an access to the log: recorded (with its filter) before it is read,
      // so an export it would select lists itself.
      await recordAudit(db, [{ teamId: session.team.id, actor: memberActor(session, request.ip), action: 'audit_exported', resumeId: null, detail: describeFilter(filter) }]);
      const entries = await listAudit(db, session.team.id, filter);
      const csv = toCsv(
        ['id', 'at', 'actor', 'action', 'cv', 'detail', 'ip'],
        entries.map((entry) => [entry.id, entry.at, entry.actor, entry.action, entry.resumeId, entry.detail, entry.ip]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="privacy-audit.csv"')
        .header('cache-control', 'private, no-store')
        .send(UTF8_BOM + csv);
    },
  });
}
