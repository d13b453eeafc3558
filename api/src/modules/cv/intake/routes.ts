import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CV_ENDPOINTS, CV_INTAKE_LIMITS, type CvFileResult, type Session, type SessionTeam } from '@platform/contract';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireRecruiter, requireSession } from '../../../http/session';
import { memberActor, recordAudit } from '../../privacy';
import type { ApiDeps } from '../../types';
import { importFile } from './import-file';
import { DraftInvalid, findCvFile, saveDraft } from './intake-store';
import { storedDraft } from './stored-draft';

const MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** `attachment; filename="…"; filename*=UTF-8''…`: the name as it was, safe in a header. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The file import's entry with a body: its files come as multipart parts the handler reads, which
 * the entry cannot declare, and a POST without them is refused like any other missing body (415).
 */
const IMPORT_FILES = { ...CV_ENDPOINTS.importFiles, body: z.unknown() };

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * Imports of CV files: upload (a draft or a saved CV per file), saving a reviewed draft, and the
 * original file for the team that imported it. Multipart parsing is registered in this scope
 * only: no other route takes uploads.
 */
export async function intakeRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  await app.register(multipart, {
    // A file over the limit is refused on its own (its result says so); the others go on.
    throwFileSizeLimit: false,
    limits: {
      // One byte over the limit is how a too large file is told from one exactly at it.
      fileSize: CV_INTAKE_LIMITS.maxFileBytes + 1,
      files: CV_INTAKE_LIMITS.maxFilesPerRequest,
      fields: 0,
      parts: CV_INTAKE_LIMITS.maxFilesPerRequest,
      headerPairs: 100,
    },
  });

  /** The access check of a team's imports: its recruiters. */
  const recruiters = async ({ request }: { request: FastifyRequest }): Promise<Session & { team: SessionTeam }> => requireRecruiter(await requireSession(request, db));

  route(
    app,
    IMPORT_FILES,
    {
      access: recruiters,
      handler: async ({ request, reply, access: session, query: { save } }) => {
        if (!request.isMultipart()) {
          throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'files', message: 'Send one or more files as multipart/form-data parts named "files".' }]);
        }
        const results: CvFileResult[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'files') {
              await part.toBuffer();
              throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: part.fieldname, message: 'Send the files as parts named "files".' }]);
            }
            const bytes = await part.toBuffer();
            const tooLarge = part.file.truncated;
            results.push(await importFile(db, session.team.id, { index: results.length, fileName: part.filename, bytes, tooLarge, save: save === 'true' }));
          }
        } catch (error) {
          if (hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT')) {
            const limit = CV_INTAKE_LIMITS.maxFilesPerRequest;
            throw new ApiError(413, 'validation_failed', `Send at most ${limit} files per request.`, [{ path: 'files', message: `At most ${limit} files per request.` }]);
          }
          throw error;
        }
        if (results.length === 0) {
          throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'files', message: 'Send one or more files.' }]);
        }
        reply.status(results.some((result) => result.status === 'imported' || result.status === 'updated') ? 201 : 200);
        return { results };
      },
    },
    { config: { multipart: true } },
  );

  route(app, CV_ENDPOINTS.draft, {
    access: recruiters,
    handler: async ({ access: session, params: { id } }) => {
      const draft = await storedDraft(db, session.team.id, id);
      if (draft === null) throw new ApiError(404, 'not_found', 'There is no such draft: it was saved already or never existed.');
      return draft;
    },
  });

  route(app, CV_ENDPOINTS.saveDraft, {
    access: recruiters,
    handler: async ({ access: session, params: { id }, body: { draft } }) => {
      try {
        const saved = await saveDraft(db, session.team.id, id, draft);
        return { ...saved, type: 'imported' as const };
      } catch (error) {
        if (error instanceof DraftInvalid) throw new ApiError(400, 'validation_failed', 'The CV is not valid.', error.errors);
        throw error;
      }
    },
  });

  route(app, CV_ENDPOINTS.file, async ({ request, reply, params: { type, id } }) => {
    const session = await recruiters({ request });
    const file = type === 'imported' ? await findCvFile(db, session.team.id, id) : null;
    if (file === null) throw new ApiError(404, 'not_found', 'This CV has no file your team imported.');
    await recordAudit(db, [{ teamId: session.team.id, actor: memberActor(session, request.ip), action: 'file_downloaded', resumeId: id }]);
    return reply
      .header('content-type', MEDIA_TYPES[file.format])
      .header('content-disposition', contentDisposition(file.fileName))
      // Opened in a tab, the file runs nothing and reaches nothing (a PDF viewer's scripts included).
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
}

