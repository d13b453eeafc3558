import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Locale, PRIVACY_ENDPOINTS, PRIVACY_RULES } from '@platform/contract';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../http/html';
import { route } from '../../http/route';
import { answerConsent, findConsentLink } from './consent';
import { requestErasure, teamsHolding } from './erasure';
import { exportPersonData } from './export';
import { consentText, fill, PAGE_TEXTS } from './texts';

function page(reply: FastifyReply, status: number, locale: Locale, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; form-action 'self'")
    .header('Referrer-Policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">${body}</body></html>`,
    );
}

const BUTTON = 'font-size: 1rem; padding: 0.5rem 1rem; margin: 0 0.5rem 0.5rem 0';

function unknown(reply: FastifyReply): FastifyReply {
  return page(reply, 404, 'en', PAGE_TEXTS.en.unknownLink, `<p>${escapeHtml(PAGE_TEXTS.en.unknownLink)}</p><p lang="ru">${escapeHtml(PAGE_TEXTS.ru.unknownLink)}</p>`);
}

/** The longest token a mailed link may carry; a longer one names no link. */
const MAX_TOKEN_LENGTH = 200;
const LANG = z.object({ lang: z.enum(['en', 'ru']) });

function tokenOf({ token }: { token: string }): string {
  return token.length <= MAX_TOKEN_LENGTH ? token : '';
}

/** The page's language: `?lang=` or the form's `lang`, else the link's own. */
function languageOf(request: FastifyRequest, form: URLSearchParams | null, fallback: Locale): Locale {
  const parsed = LANG.safeParse({ lang: form?.get('lang') ?? (typeof request.query === 'object' && request.query !== null && 'lang' in request.query ? request.query.lang : undefined) });
  return parsed.success ? parsed.data.lang : fallback;
}

function formOf(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(typeof request.body === 'string' ? request.body : '');
}

const other = (locale: Locale): Locale => (locale === 'en' ? 'ru' : 'en');

function languageLink(locale: Locale): string {
  return `<p><a href="?lang=${other(locale)}" lang="${other(locale)}">${escapeHtml(PAGE_TEXTS[locale].otherLanguage)}</a></p>`;
}

/**
 * The pages the mailed links open, in the person's language (switchable): the consent request's
 * page (agree or refuse: the answer is recorded with the text shown) and the "your data" page of
 * every e-mail (ask the teams holding data about the address to erase it, download it). A GET
 * only shows (link scanners change nothing); the forms POST.
 */
export async function registerPrivacyPages(app: FastifyInstance, db: Database): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));

  const consentForm = (locale: Locale, teamName: string, months: number) =>
    `<p>${escapeHtml(fill(PAGE_TEXTS[locale].consentIntro, { team: teamName }))}</p><blockquote>${escapeHtml(consentText(locale, teamName, months))}</blockquote>` +
    `<form method="post"><input type="hidden" name="lang" value="${locale}">` +
    `<button type="submit" name="answer" value="agree" style="${BUTTON}">${escapeHtml(PAGE_TEXTS[locale].agree)}</button>` +
    `<button type="submit" name="answer" value="refuse" style="${BUTTON}">${escapeHtml(PAGE_TEXTS[locale].refuse)}</button></form>`;

  route(app, PRIVACY_ENDPOINTS.consentPage, async ({ request, reply, params }) => {
    const link = await findConsentLink(db, tokenOf(params));
    if (link === null) return unknown(reply);
    const locale = languageOf(request, null, link.locale);
    const title = fill(PAGE_TEXTS[locale].consentTitle, { team: link.teamName });
    return page(reply, 200, locale, title, `<h1>${escapeHtml(title)}</h1>${consentForm(locale, link.teamName, link.months)}${languageLink(locale)}`);
  });

  route(
    app,
    PRIVACY_ENDPOINTS.consentAnswer,
    async ({ request, reply, params }) => {
      const link = await findConsentLink(db, tokenOf(params));
      if (link === null) return unknown(reply);
      const form = formOf(request);
      const locale = languageOf(request, form, link.locale);
      const answer = form.get('answer');
      const title = fill(PAGE_TEXTS[locale].consentTitle, { team: link.teamName });
      if (answer !== 'agree' && answer !== 'refuse') {
        return page(reply, 400, locale, title, `<h1>${escapeHtml(title)}</h1>${consentForm(locale, link.teamName, link.months)}`);
      }
      await answerConsent(db, link, answer, locale, request.ip);
      const done = answer === 'agree' ? PAGE_TEXTS[locale].agreed : PAGE_TEXTS[locale].refused;
      return page(reply, 200, locale, title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(done)}</p>`);
    },
    { config: { urlTokenOnly: true } },
  );

  /** The address and language of a mailed message, by its secret: only its reader has it. */
  const findMessage = async (token: string): Promise<{ email: string; locale: Locale } | undefined> => {
    const { rows } = await db.query<{ email: string; locale: Locale }>('SELECT lower(to_email) AS email, locale FROM mail_messages WHERE unsubscribe_token = $1', [token]);
    return rows[0];
  };

  route(app, PRIVACY_ENDPOINTS.personPage, async ({ request, reply, params }) => {
    const message = await findMessage(tokenOf(params));
    if (message === undefined) return unknown(reply);
    const locale = languageOf(request, null, message.locale);
    const texts = PAGE_TEXTS[locale];
    const count = (await teamsHolding(db, message.email)).length;
    const values = { email: message.email, count: String(count), days: String(PRIVACY_RULES.erasureDays) };
    const hidden = `<input type="hidden" name="lang" value="${locale}">`;
    const body =
      count === 0
        ? `<p>${escapeHtml(fill(texts.nothingHeld, values))}</p>`
        : `<p>${escapeHtml(fill(texts.personIntro, values))}</p>` +
          `<form method="post" action="${escapeHtml(tokenOf(params))}/export">${hidden}<button type="submit" style="${BUTTON}">${escapeHtml(texts.download)}</button></form>` +
          `<form method="post" action="${escapeHtml(tokenOf(params))}/erasure">${hidden}<button type="submit" style="${BUTTON}">${escapeHtml(texts.erase)}</button></form>` +
          `<p>${escapeHtml(fill(texts.eraseNote, values))}</p>`;
    return page(reply, 200, locale, texts.personTitle, `<h1>${escapeHtml(texts.personTitle)}</h1>${body}${languageLink(locale)}`);
  });

  route(
    app,
    PRIVACY_ENDPOINTS.personErasure,
    async ({ request, reply, params }) => {
      const message = await findMessage(tokenOf(params));
      if (message === undefined) return unknown(reply);
      const locale = languageOf(request, formOf(request), message.locale);
      const texts = PAGE_TEXTS[locale];
      const count = await requestErasure(db, message.email, request.ip);
      const values = { email: message.email, days: String(PRIVACY_RULES.erasureDays) };
      const done = count === 0 ? texts.nothingHeld : texts.erasureRecorded;
      return page(reply, 200, locale, texts.personTitle, `<h1>${escapeHtml(texts.personTitle)}</h1><p role="status">${escapeHtml(fill(done, values))}</p>`);
    },
    { config: { urlTokenOnly: true } },
  );

  route(
    app,
    PRIVACY_ENDPOINTS.personExport,
    async ({ request, reply, params }) => {
      const message = await findMessage(tokenOf(params));
      if (message === undefined) return unknown(reply);
      const data = await exportPersonData(db, message.email, request.ip);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="my-data.json"')
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(JSON.stringify(data, null, 2));
    },
    { config: { urlTokenOnly: true } },
  );
}
