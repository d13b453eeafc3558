import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_MAX_BODY_BYTES,
  CV_ENDPOINTS,
  CV_IMPORT_DUPLICATE_CHECKS,
  CV_IMPORT_MAX_BATCH,
  type Currency,
  type CvMe,
  type CvPlatformState,
  cvImportBatchSchema,
  type JobSearchStatus,
  type Session,
} from '@platform/contract';
import type { Queryable } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { limitJsonValues } from '../../http/json-value-limit';
import { route } from '../../http/route';
import { getSession, requireRecruiter, requireSession } from '../../http/session';
import { memberActor, recordAudit } from '../privacy';
import type { ApiModule } from '../types';
import { findVisibleResume, resumeDetails, revealContacts } from './details';
import { defineMergeExpiry, duplicateRoutes } from './duplicates';
import { importResumes, type ImportDocument } from './import-resumes';
import { closeFileReaders, reportFileReaderErrors } from './intake/file-reader';
import { intakeRoutes } from './intake/routes';
import { validateResume } from './json-resume';
import { buildResumeRow, type ResumeOwnership } from './resume-row';
import { insertResumes, updateResume } from './resume-store';
import { parseResumeLookup } from './schemas';

/**
 * JSON values an import body may hold: ~1500 per rich CV, so 1000 real CVs fit; the parsed body of
 * the worst shape then stays near 100 MiB of heap (import-memory.test.ts).
 */
const MAX_IMPORT_VALUES = 1_500_000;

/** An import request may carry up to CV_IMPORT_MAX_BATCH CVs of up to 256 KiB each. */
const IMPORT_BODY_LIMIT_BYTES = API_MAX_BODY_BYTES;

/**
 * The CV page's entry with its body read by {@link parseResumeLookup}, which checks the one shape
 * the body means and names its wrong field; the entry's union would only say neither shape fits.
 */
const DETAILS = { ...CV_ENDPOINTS.details, body: z.unknown() };

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === UNIQUE_VIOLATION;
}

/** `{ resumes: [...] }` (or a bare list) is a batch; any other body is one document. */
function importDocuments(body: unknown): ImportDocument[] {
  let documents: ImportDocument[];
  if (Array.isArray(body)) {
    documents = body.map((document: unknown, index) => ({ path: String(index), document }));
  } else if (typeof body === 'object' && body !== null && 'resumes' in body) {
    documents = parseInput(cvImportBatchSchema, body).resumes.map((document, index) => ({ path: `resumes.${index}`, document }));
  } else {
    return [{ path: '', document: body }];
  }
  if (documents.length === 0 || documents.length > CV_IMPORT_MAX_BATCH) {
    throw new ApiError(400, 'validation_failed', 'The request is invalid.', [
      { path: Array.isArray(body) ? '' : 'resumes', message: `Send between 1 and ${CV_IMPORT_MAX_BATCH} documents per request.` },
    ]);
  }
  return documents;
}

interface OwnResumeRow {
  id: number;
  username: string | null;
  visibility: 'public' | 'hidden';
  resume: unknown;
  salary: number | null;
  currency: Currency | null;
  relocation: boolean;
  remote: boolean;
  job_search_status: JobSearchStatus;
  experience_months: number;
  updated_at: Date;
}

async function findOwnResume(db: Queryable, userId: string): Promise<OwnResumeRow | null> {
  const { rows } = await db.query<OwnResumeRow>(
    `SELECT id, username, visibility, resume, salary, currency, relocation, remote, job_search_status, experience_months, updated_at
       FROM resumes WHERE owner_user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * The candidate's CV with its platform fields read from the columns, which search filters by: the
 * document may lack them (a CV stored with them beside it) or hold an older status (the account
 * page changes the column alone). An editor sending this document back thus changes nothing.
 */
function toCvMe(row: OwnResumeRow): CvMe {
  const validation = validateResume(row.resume);
  const platform: CvPlatformState = {
    desiredSalary: row.salary === null || row.currency === null ? null : { amount: Number(row.salary), currency: row.currency },
    relocation: row.relocation,
    remote: row.remote,
    jobSearchStatus: row.job_search_status,
  };
  return {
    id: Number(row.id),
    type: 'internal',
    username: row.username ?? '',
    visibility: row.visibility,
    resume: { ...(validation.ok ? validation.value.resume : {}), 'x-platform': platform },
    experienceMonths: row.experience_months,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * CVs: import for teams, the candidate's own CV, lookups by username, details and contact
 * reveals (docs/product.md#accounts-and-access).
 */
export { findDuplicates, probeOfResume } from './duplicates';
export { importAttachment } from './intake/attachment-intake';

export const cvModule: ApiModule = async (app, deps) => {
  const { db } = deps;
  // In a scope of their own: only the file import parses multipart bodies.
  await app.register(async (scope) => intakeRoutes(scope, deps));
  // A reader thread's failure that no file waited for is logged; the threads stop with the API (a
  // CLI import that never closes an app lets idle ones go by themselves).
  const stopReporting = reportFileReaderErrors((error) => app.log.error({ err: error }, 'CV file reader thread failed'));
  app.addHook('onClose', async () => {
    stopReporting();
    await closeFileReaders();
  });
  await duplicateRoutes(app, deps);
  defineMergeExpiry(deps.jobs, db);

  /** The access check of a candidate's own CV. */
  const candidates = async ({ request }: { request: FastifyRequest }): Promise<Session> => {
    const session = await requireSession(request, db);
    if (session.user.kind !== 'candidate') throw new ApiError(403, 'forbidden', 'Only candidates have their own CV.');
    return session;
  };

  route(
    app,
    CV_ENDPOINTS.import,
    {
      access: async ({ request }) => requireRecruiter(await requireSession(request, db)),
      handler: async ({ reply, access: session, body }) => {
        const response = await importResumes(db, session.team.id, importDocuments(body), 0, CV_IMPORT_DUPLICATE_CHECKS);
        reply.status(response.imported > 0 ? 201 : 200);
        return response;
      },
    },
    // Counted while it arrives: the parsed size of a body depends on its shape (limitJsonValues).
    { bodyLimit: IMPORT_BODY_LIMIT_BYTES, preParsing: async (_request, _reply, payload) => payload.pipe(limitJsonValues(MAX_IMPORT_VALUES)) },
  );

  route(app, CV_ENDPOINTS.me, async ({ request }) => {
    const session = await candidates({ request });
    const row = await findOwnResume(db, session.user.id);
    if (row === null) throw new ApiError(404, 'not_found', 'You have not written your CV yet.');
    return toCvMe(row);
  });

  route(app, CV_ENDPOINTS.saveMe, {
    access: candidates,
    handler: async ({ access: session, body: input }) => {
      const validation = validateResume(input.resume, 'resume');
      if (!validation.ok) throw new ApiError(400, 'validation_failed', 'The CV is not a valid JSON Resume document.', validation.errors);
      const ownership: ResumeOwnership = {
        type: 'internal',
        username: input.username,
        ownerUserId: session.user.id,
        teamId: null,
        visibility: input.visibility,
        isDemo: false,
        updatedAt: new Date(),
      };
      const row = buildResumeRow(validation.value, ownership);
      try {
        await db.transaction(async (tx) => {
          const existing = await findOwnResume(tx, session.user.id);
          if (existing === null) await insertResumes(tx, [row]);
          else await updateResume(tx, existing.id, row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ApiError(409, 'username_taken', 'This username is taken.', [{ path: 'username', message: 'This username is taken.' }]);
        }
        throw error;
      }
      const saved = await findOwnResume(db, session.user.id);
      if (saved === null) throw new Error('The saved CV is missing');
      return toCvMe(saved);
    },
  });

  route(app, CV_ENDPOINTS.location, async ({ request, params: { username } }) => {
    const row = await findVisibleResume(db, { username }, await getSession(request, db));
    return { type: row.type, id: Number(row.id) };
  });

  route(app, DETAILS, async ({ request, body }) => {
    const key = parseResumeLookup(body);
    const session = await getSession(request, db);
    const details = await resumeDetails(db, key, session);
    // A team's import is personal data the team holds: each look at it is in the team's audit.
    if (details.type === 'imported' && session?.team) {
      await recordAudit(db, [{ teamId: session.team.id, actor: memberActor(session, request.ip), action: 'viewed', resumeId: details.id }]);
    }
    return details;
  });

  route(app, CV_ENDPOINTS.revealContacts, {
    access: async ({ request }) => requireRecruiter(await requireSession(request, db)),
    handler: async ({ access: session, body: key }) => revealContacts(db, key, session),
  });
};
