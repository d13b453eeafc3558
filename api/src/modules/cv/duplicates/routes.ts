import type { FastifyInstance } from 'fastify';
import { CV_DUPLICATE_ENDPOINTS } from '@platform/contract';
import { route } from '../../../http/route';
import { requireRecruiter, requireSession } from '../../../http/session';
import type { ApiDeps } from '../../types';
import { findDuplicates, probeOfResume } from './find-duplicates';
import { mergeCvs, mergesInto, undoMerge } from './merges';

/** Likely duplicates of a CV, merges and their undo: for recruiters, within their own team. */
export async function duplicateRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  route(app, CV_DUPLICATE_ENDPOINTS.duplicates, async ({ request, params }) => {
    const session = requireRecruiter(await requireSession(request, db));
    const probe = await probeOfResume(db, session.team.id, params);
    return { duplicates: await findDuplicates(db, session.team.id, probe), merges: await mergesInto(db, session.team.id, params.id) };
  });

  route(app, CV_DUPLICATE_ENDPOINTS.merge, async ({ request, params, body }) => {
    const session = requireRecruiter(await requireSession(request, db));
    return mergeCvs(db, { teamId: session.team.id, userId: session.user.id }, params, body.with);
  });

  route(app, CV_DUPLICATE_ENDPOINTS.undoMerge, async ({ request, params }) => {
    const session = requireRecruiter(await requireSession(request, db));
    return undoMerge(db, { teamId: session.team.id, userId: session.user.id }, params.id);
  });
}
