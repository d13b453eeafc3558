import type { SenderCheck, ThreadSide } from '@platform/contract';
import type { Queryable } from '../../../db/database';

/** A reply address stops taking mail this long after its application was closed (hired or rejected). */
export const THREAD_REPLY_DAYS_AFTER_CLOSE = 180;

export interface ThreadMessageRow {
  id: number;
  application_id: number;
  side: ThreadSide;
  via: 'site' | 'email';
  author_id: string | null;
  author_name: string | null;
  from_email: string | null;
  body: string;
  original: string;
  sender_check: SenderCheck;
  created_at: Date;
}

export interface AttachmentRow {
  id: number;
  message_id: number;
  filename: string;
  content_type: string;
  size: number;
}

const SELECT_MESSAGE = `
  SELECT m.id, m.application_id, m.side, m.via, m.author_id, COALESCE(u.name, CASE WHEN m.side = 'candidate' AND m.sender_check = 'ok' THEN a.name END) AS author_name,
         m.from_email, m.body, m.original, m.sender_check, m.created_at
    FROM application_messages m
    JOIN applications a ON a.id = m.application_id
    LEFT JOIN users u ON u.id = m.author_id`;

/** The messages of a thread, oldest first; `candidateView` leaves out replies from other addresses not accepted. */
export async function threadMessages(db: Queryable, applicationId: number, candidateView: boolean): Promise<ThreadMessageRow[]> {
  const filter = candidateView ? ` AND m.sender_check IN ('ok', 'accepted')` : '';
  const { rows } = await db.query<ThreadMessageRow>(`${SELECT_MESSAGE} WHERE m.application_id = $1${filter} ORDER BY m.id`, [applicationId]);
  return rows;
}

export async function threadMessage(db: Queryable, applicationId: number, messageId: number): Promise<ThreadMessageRow | null> {
  const { rows } = await db.query<ThreadMessageRow>(`${SELECT_MESSAGE} WHERE m.application_id = $1 AND m.id = $2`, [applicationId, messageId]);
  return rows[0] ?? null;
}

/** The files of the given messages (without their content). */
export async function attachmentsOf(db: Queryable, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  const { rows } = await db.query<AttachmentRow>(
    'SELECT id, message_id, filename, content_type, size FROM application_message_attachments WHERE message_id = ANY($1::bigint[]) ORDER BY id',
    [messageIds],
  );
  return rows;
}

/** One file of an application's thread with its content, or `null`. */
export async function attachmentFile(
  db: Queryable,
  applicationId: number,
  attachmentId: number,
): Promise<{ filename: string; content_type: string; content: Buffer } | null> {
  const { rows } = await db.query<{ filename: string; content_type: string; content: Buffer }>(
    `SELECT f.filename, f.content_type, f.content
       FROM application_message_attachments f JOIN application_messages m ON m.id = f.message_id
      WHERE f.id = $2 AND m.application_id = $1`,
    [applicationId, attachmentId],
  );
  return rows[0] ?? null;
}

/** The last message id `userId` has read in the thread (0: none). */
export async function lastReadId(db: Queryable, userId: string, applicationId: number): Promise<number> {
  const { rows } = await db.query<{ last_read_id: number }>('SELECT last_read_id FROM application_thread_reads WHERE user_id = $1 AND application_id = $2', [
    userId,
    applicationId,
  ]);
  return Number(rows[0]?.last_read_id ?? 0);
}

/** Records that `userId` read the thread up to `messageId` (never backwards). */
export async function markRead(db: Queryable, userId: string, applicationId: number, messageId: number): Promise<void> {
  await db.query(
    `INSERT INTO application_thread_reads (user_id, application_id, last_read_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, application_id) DO UPDATE SET last_read_id = GREATEST(application_thread_reads.last_read_id, EXCLUDED.last_read_id)`,
    [userId, applicationId, messageId],
  );
}

export interface NewMessage {
  applicationId: number;
  side: ThreadSide;
  via: 'site' | 'email';
  authorId: string | null;
  fromEmail: string | null;
  body: string;
  original: string;
  emailMessageId: string | null;
  senderCheck: SenderCheck;
}

/** Stores a message; `null` when it is an e-mail the thread holds already (the same Message-ID delivered again). */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO application_messages (application_id, side, via, author_id, from_email, body, original, email_message_id, sender_check)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (application_id, email_message_id) WHERE email_message_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      message.applicationId,
      message.side,
      message.via,
      message.authorId,
      message.fromEmail,
      message.body,
      message.original,
      message.emailMessageId,
      message.senderCheck,
    ],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/** A candidate's own application (by the account that applied), or `null`. */
export async function findCandidateApplication(db: Queryable, applicationId: number, userId: string): Promise<{ id: number } | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM applications WHERE id = $1 AND user_id = $2', [applicationId, userId]);
  return rows[0] ?? null;
}

export interface UnreadThreadRow {
  application_id: number;
  vacancy_id: number;
  vacancy: string;
  candidate: string;
  unread: number;
  last_at: Date;
}

/** The applications of the team with candidates' messages `userId` has not read, latest first. */
export async function unreadThreads(db: Queryable, teamId: string, userId: string, limit: number): Promise<UnreadThreadRow[]> {
  const { rows } = await db.query<UnreadThreadRow>(
    `SELECT a.id AS application_id, v.id AS vacancy_id, v.title AS vacancy, COALESCE(NULLIF(r.name, ''), a.name) AS candidate,
            count(*)::int AS unread, max(m.created_at) AS last_at
       FROM application_messages m
       JOIN applications a ON a.id = m.application_id
       JOIN vacancies v ON v.id = a.vacancy_id
       LEFT JOIN resumes r ON r.id = a.resume_id
       LEFT JOIN application_thread_reads t ON t.application_id = a.id AND t.user_id = $2
      WHERE v.team_id = $1 AND m.side = 'candidate' AND m.sender_check <> 'discarded' AND m.id > COALESCE(t.last_read_id, 0)
      GROUP BY a.id, v.id, v.title, r.name, a.name
      ORDER BY max(m.created_at) DESC, a.id DESC
      LIMIT $3`,
    [teamId, userId, limit],
  );
  return rows;
}
