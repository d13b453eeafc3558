import type { FastifyReply } from 'fastify';
import type { InterviewReply, Locale } from '@platform/contract';
import { escapeHtml } from '../../../http/html';

const TEXTS: Record<Locale, { title: string; unknown: string; cancelled: string; question: Record<InterviewReply, string>; button: Record<InterviewReply, string>; done: Record<InterviewReply, string> }> = {
  en: {
    title: 'Interview',
    unknown: 'This link is not valid.',
    cancelled: 'This interview is cancelled.',
    question: { accepted: 'Accept the interview {when}?', declined: 'Decline the interview {when}?', tentative: 'Answer "maybe" to the interview {when}?' },
    button: { accepted: 'Accept', declined: 'Decline', tentative: 'Maybe' },
    done: { accepted: 'Thank you: you accepted the interview {when}.', declined: 'You declined the interview {when}. The team will know.', tentative: 'Noted: maybe.' },
  },
  ru: {
    title: 'Интервью',
    unknown: 'Ссылка недействительна.',
    cancelled: 'Это интервью отменено.',
    question: { accepted: 'Принять интервью {when}?', declined: 'Отклонить интервью {when}?', tentative: 'Ответить «возможно» на интервью {when}?' },
    button: { accepted: 'Принять', declined: 'Отклонить', tentative: 'Возможно' },
    done: { accepted: 'Спасибо: вы приняли интервью {when}.', declined: 'Вы отклонили интервью {when}. Команда узнает об этом.', tentative: 'Отмечено: возможно.' },
  },
};

function page(reply: FastifyReply, status: number, locale: Locale, body: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(TEXTS[locale].title)}</title></head>` +
        `<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; line-height: 1.5">${body}</body></html>`,
    );
}

/** The answer link's page when its token names nobody: in both languages (the reader's is unknown). */
export function unknownLinkPage(reply: FastifyReply): FastifyReply {
  return page(reply, 404, 'en', `<p>${escapeHtml(TEXTS.en.unknown)}</p><p lang="ru">${escapeHtml(TEXTS.ru.unknown)}</p>`);
}

export function cancelledPage(reply: FastifyReply, locale: Locale): FastifyReply {
  return page(reply, 409, locale, `<h1>${escapeHtml(TEXTS[locale].title)}</h1><p>${escapeHtml(TEXTS[locale].cancelled)}</p>`);
}

/** Asks (a `GET` changes nothing: mail scanners follow links); the button posts the answer. */
export function questionPage(reply: FastifyReply, locale: Locale, answer: InterviewReply, when: string): FastifyReply {
  const texts = TEXTS[locale];
  return page(
    reply,
    200,
    locale,
    `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.question[answer].replace('{when}', when))}</p>` +
      `<form method="post"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">${escapeHtml(texts.button[answer])}</button></form>`,
  );
}

export function donePage(reply: FastifyReply, locale: Locale, answer: InterviewReply, when: string): FastifyReply {
  const texts = TEXTS[locale];
  return page(reply, 200, locale, `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.done[answer].replace('{when}', when))}</p>`);
}
