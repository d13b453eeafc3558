/**
 * What a thread shows of an e-mailed reply: the new text only. Mail clients append the message
 * they answer (quoted with `>`, or under an "On ... wrote:" / "-----Original Message-----" line)
 * and a signature (under `-- `); both are cut here, the original is stored beside.
 */

/** Lines that open the quoted history in the common clients, in English and Russian. */
const HISTORY_OPENERS: readonly RegExp[] = [
  /^On .+wrote:\s*$/i,
  /^.{0,80}\d{4}.{0,80}(wrote|пишет|написал[а]?):\s*$/i,
  // Gmail in Russian: "пн, 3 нояб. 2026 г. в 10:00, Анна <anna@acme.test>:"
  /^.{0,80}\d{4}.{0,120}<[^<>\s]+@[^<>\s]+>:\s*$/,
  /^-{2,}\s*(Original Message|Исходное сообщение|Forwarded message|Пересылаемое сообщение)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^(From|От):\s.+$/,
];

/** The signature separator (RFC 3676 `-- `) and the usual mobile footers. */
const SIGNATURE_OPENERS: readonly RegExp[] = [/^-- ?$/, /^Sent from my /i, /^Отправлено с /i];

/** The reply's own text: up to the first quoted line, history opener or signature; trimmed. */
export function trimReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (line.startsWith('>')) break;
    if (HISTORY_OPENERS.some((pattern) => pattern.test(line.trim()))) break;
    if (SIGNATURE_OPENERS.some((pattern) => pattern.test(line))) break;
    kept.push(line);
  }
  const trimmed = kept.join('\n').trim();
  // A reply that is all quote (or starts with one) keeps its whole text rather than show nothing.
  return trimmed === '' ? text.trim() : trimmed;
}
