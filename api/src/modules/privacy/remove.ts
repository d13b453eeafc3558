import type { Queryable } from '../../db/database';

/** What an erasure or a retention deletion removed, by kind. */
export type Removed = Record<'cvs' | 'files' | 'applications' | 'messages', number>;

export const NOTHING_REMOVED: Removed = { cvs: 0, files: 0, applications: 0, messages: 0 };

/**
 * Deletes imported CVs with everything that names them, inside the caller's transaction: their
 * files (`cv_files`), consents, legal holds, views and reveals (cascades), the e-mails sent to
 * them (consent requests, mailings, with the mailings' lines naming them) and their places in
 * favourites and notes (which refer to a CV by type and id, without a foreign key). Their search
 * index entries are columns of the rows themselves, and scouting results are read again from the
 * CVs: gone with them.
 */
export async function removeImportedCvs(tx: Queryable, ids: readonly number[]): Promise<Pick<Removed, 'cvs' | 'files' | 'messages'>> {
  if (ids.length === 0) return { cvs: 0, files: 0, messages: 0 };
  const files = await tx.query<{ count: string }>('SELECT count(*) AS count FROM cv_files WHERE resume_id = ANY($1::bigint[])', [ids]);
  // A mailing's list copies the recipient's name: the line goes with the CV.
  const sent = await tx.query<{ message_id: string | null }>('DELETE FROM mailing_recipients WHERE resume_id = ANY($1::bigint[]) RETURNING message_id', [ids]);
  const messages = await tx.query('DELETE FROM mail_messages WHERE resume_id = ANY($1::bigint[]) OR id = ANY($2::bigint[])', [
    ids,
    sent.rows.flatMap((row) => (row.message_id === null ? [] : [row.message_id])),
  ]);
  for (const table of ['favourites', 'favourite_notes']) {
    await tx.query(`DELETE FROM ${table} WHERE resume_type = 'imported' AND resume_id = ANY($1::bigint[])`, [ids]);
  }
  const cvs = await tx.query("DELETE FROM resumes WHERE id = ANY($1::bigint[]) AND type = 'imported'", [ids]);
  return { cvs: cvs.rowCount, files: Number(files.rows[0]?.count ?? 0), messages: messages.rowCount };
}
