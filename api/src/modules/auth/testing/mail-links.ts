import type { ReceivedMessage } from '../../mail/testing/smtp-test-server';

/** The text of a raw message with quoted-printable soft breaks and `=3D` undone (enough for links). */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/**
 * The token of the first link to `path` (`/reset-password`, `/ru/verify-email`…) in the newest
 * message the SMTP server received for `to`.
 *
 * @throws Error when no such message or link arrived.
 */
export function tokenFromMail(received: readonly ReceivedMessage[], to: string, path: string): string {
  const escaped = path.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&');
  const link = new RegExp(`https?://[^\\s"<>]*${escaped}\\?token=([A-Za-z0-9_-]+)`);
  const messages = [...received].reverse().filter((item) => item.to.some((address) => address.toLowerCase() === to.toLowerCase()));
  for (const message of messages) {
    const token = link.exec(decoded(message.raw))?.[1];
    if (token !== undefined) return token;
  }
  throw new Error(`No ${path} link in the ${messages.length} message(s) to ${to}`);
}
