import type { CandidateThreadMessage, TeamThreadMessage } from '@platform/contract';
import type { AttachmentRow, ThreadMessageRow } from './queries';

export function toCandidateMessage(row: ThreadMessageRow): CandidateThreadMessage {
  return { id: Number(row.id), side: row.side, via: row.via, author: row.author_name, body: row.body, createdAt: row.created_at.toISOString() };
}

/** A message as the team sees it; `lastReadId` decides which of the candidate's are new to the reader. */
export function toTeamMessage(row: ThreadMessageRow, attachments: readonly AttachmentRow[], lastReadId: number): TeamThreadMessage {
  return {
    ...toCandidateMessage(row),
    fromEmail: row.from_email,
    senderCheck: row.sender_check,
    original: row.original,
    attachments: attachments
      .filter((file) => Number(file.message_id) === Number(row.id))
      .map((file) => ({ id: Number(file.id), filename: file.filename, contentType: file.content_type, size: Number(file.size) })),
    unread: row.side === 'candidate' && Number(row.id) > lastReadId,
  };
}
