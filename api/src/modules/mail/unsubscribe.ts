import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Locale, UNSUBSCRIBE_ENDPOINTS } from '@platform/contract';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../http/html';
import { route } from '../../http/route';

const TEXTS: Record<Locale, { title: string; question: string; button: string; done: string; unknown: string }> = {
  en: {
    title: 'Unsubscribe',
    question: 'Stop receiving mailings from recruiters at {email}?',
    button: 'Unsubscribe',
    done: 'Done: {email} will receive no more mailings from recruiters on this platform.',
    unknown: 'This unsubscribe link is not valid.',
  },
  ru: {
    title: 'Отписка',
    question: 'Больше не получать рассылки рекрутеров на {email}?',
    button: 'Отписаться',
    done: 'Готово: на {email} больше не придут рассылки рекрутеров с этой платформы.',
    unknown: 'Ссылка для отписки недействительна.',
  },
};

/** What the one-click unsubscribe of a topic's messages says and does. */
export interface UnsubscribeTopic {
  /** Texts of the page; `{email}` and `{subject}` are filled in. */
  texts: Record<Locale, { question: string; done: string }>;
  /** Stops what the message's key names (e.g. one scout's digest). Repeating it changes nothing more. */
  apply(db: Database, key: string): Promise<void>;
}

const TOPICS = new Map<string, UnsubscribeTopic>();

/**
 * Registers a kind of message the user chose to receive and may stop from its unsubscribe link
 * (`queueMail(..., { unsubscribe: { topic, key } })`): the link then stops that, not every mail.
 */
export function defineUnsubscribeTopic(topic: string, definition: UnsubscribeTopic): void {
  if (TOPICS.has(topic)) throw new Error(`Unsubscribe topic ${topic} is defined twice`);
  TOPICS.set(topic, definition);
}

function page(reply: FastifyReply, status: number, locale: Locale, body: string): FastifyReply {
  const title = escapeHtml(TEXTS[locale].title);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; line-height: 1.5">${body}</body></html>`);
}

interface MessageRef {
  locale: Locale;
  to_email: string;
  subject: string;
  unsubscribe_topic: string | null;
  unsubscribe_key: string | null;
}

/** The page texts of a message: its topic's, or the mailings' own. */
function textsOf(message: MessageRef): { title: string; question: string; button: string; done: string } {
  const base = TEXTS[message.locale];
  const topic = message.unsubscribe_topic === null ? undefined : TOPICS.get(message.unsubscribe_topic);
  const fill = (text: string) => text.replace('{email}', message.to_email).replace('{subject}', message.subject);
  if (topic === undefined) return { ...base, question: fill(base.question), done: fill(base.done) };
  const own = topic.texts[message.locale];
  return { ...base, question: fill(own.question), done: fill(own.done) };
}

/**
 * One-click unsubscribe (RFC 8058): `GET /api/mail/unsubscribe/{token}` shows a page with a
 * button (link scanners that follow GETs change nothing); `POST` (the button, or a mail provider's
 * `List-Unsubscribe=One-Click`) sets the CV's "no mailings" flag, or for a message not tied to a
 * CV suppresses the address for bulk mail. Repeating it changes nothing more.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, db: Database): Promise<void> {
  // Mail providers post the one-click form urlencoded; its content does not matter.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const find = async (token: string): Promise<(MessageRef & { resume_id: number | null }) | undefined> => {
    const { rows } = await db.query<MessageRef & { resume_id: number | null }>(
      'SELECT locale, to_email, subject, resume_id, unsubscribe_topic, unsubscribe_key FROM mail_messages WHERE unsubscribe_token = $1',
      [token],
    );
    return rows[0];
  };
  route(app, UNSUBSCRIBE_ENDPOINTS.page, async ({ reply, params: { token } }) => {
    const message = await find(token);
    if (message === undefined) return page(reply, 404, 'en', `<p>${escapeHtml(TEXTS.en.unknown)}</p><p lang="ru">${escapeHtml(TEXTS.ru.unknown)}</p>`);
    const texts = textsOf(message);
    return page(
      reply,
      200,
      message.locale,
      `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.question)}</p>` +
        `<form method="post"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">${escapeHtml(texts.button)}</button></form>`,
    );
  });

  route(
    app,
    UNSUBSCRIBE_ENDPOINTS.confirm,
    async ({ reply, params: { token } }) => {
      const message = await find(token);
      if (message === undefined) return page(reply, 404, 'en', `<p>${escapeHtml(TEXTS.en.unknown)}</p><p lang="ru">${escapeHtml(TEXTS.ru.unknown)}</p>`);
      const topic = message.unsubscribe_topic === null ? undefined : TOPICS.get(message.unsubscribe_topic);
      if (topic !== undefined && message.unsubscribe_key !== null) {
        await topic.apply(db, message.unsubscribe_key);
      } else if (message.resume_id !== null) {
        await db.query('UPDATE resumes SET no_mailings = true WHERE id = $1', [message.resume_id]);
      } else {
        await db.query('INSERT INTO mail_suppressions (email) VALUES (lower($1)) ON CONFLICT DO NOTHING', [message.to_email]);
      }
      const texts = textsOf(message);
      return page(reply, 200, message.locale, `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.done)}</p>`);
    },
    { config: { urlTokenOnly: true } },
  );
}
