import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../db/database';
import { makePdf } from '../../cv/intake/testing/files';
import { multipart } from '../../cv/intake/testing/multipart';

/** Imports one PDF CV with `save=true` for the team of `cookie`: its id. */
export async function importPdfCv(app: FastifyInstance, cookie: string, lines: readonly string[], name = 'cv.pdf'): Promise<number> {
  const body = multipart([{ name, bytes: await makePdf(lines) }]);
  const response = await app.inject({ method: 'POST', url: '/api/cv/import/files?save=true', payload: body.payload, headers: { cookie, ...body.headers } });
  if (response.statusCode !== 201) throw new Error(`import failed: ${response.statusCode} ${response.body}`);
  const result = response.json().results[0];
  return result.id;
}

/** The token of the newest consent request mailed to `email` (the outbox keeps its link). */
export async function consentToken(db: Database, email: string): Promise<string> {
  const { rows } = await db.query<{ link: string }>(
    "SELECT variables->>'link' AS link FROM mail_messages WHERE template = 'privacy.consent' AND lower(to_email) = lower($1) ORDER BY id DESC LIMIT 1",
    [email],
  );
  const link = rows[0]?.link;
  if (link === undefined) throw new Error(`no consent request to ${email}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

/** The secret of the newest message to `email`: what its "your data" link carries. */
export async function messageToken(db: Database, email: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>('SELECT unsubscribe_token AS token FROM mail_messages WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT 1', [email]);
  const token = rows[0]?.token;
  if (token === undefined) throw new Error(`no message to ${email}`);
  return token;
}

/** Posts a page's form (urlencoded), as the person's browser does. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** Moves a CV's last activity `months` into the past, as if it had not changed since. */
export async function ageCv(db: Database, id: number, months: number): Promise<void> {
  await db.query('UPDATE resumes SET updated_at = now() - make_interval(months => $2) WHERE id = $1', [id, months]);
}
