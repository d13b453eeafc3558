import type { Locale } from '@platform/contract';
import { defineMailTemplate, defineUnsubscribeTopic, type MailRequest } from '../../mail';
import type { ResumeSummary } from '../../search';

/** New CVs a digest names; the link to the run shows them all. */
export const DIGEST_LISTED = 10;

const TEMPLATE = 'scout-digest';
const TOPIC = 'scout-digest';

defineMailTemplate(TEMPLATE, {
  en: {
    subject: 'Scout “{scout}”: {count} new CVs',
    text:
      'Hello {name},\n\nYour scout “{scout}” found {count} new CVs:\n\n{list}\n\nEvery match of this run: {runUrl}\n\n' +
      'You receive this e-mail because the digest of this scout is on. Switch it off on {scoutsUrl} or with the unsubscribe link below.',
  },
  ru: {
    subject: 'Скаут «{scout}»: новых резюме — {count}',
    text:
      'Здравствуйте, {name}!\n\nВаш скаут «{scout}» нашёл новые резюме ({count}):\n\n{list}\n\nВсе совпадения этого запуска: {runUrl}\n\n' +
      'Вы получили это письмо, потому что у скаута включена рассылка. Отключить её можно на странице {scoutsUrl} или по ссылке для отписки ниже.',
  },
});

// The digest's unsubscribe link switches off this scout's digest only: the user chose it per scout.
defineUnsubscribeTopic(TOPIC, {
  texts: {
    en: {
      question: 'Stop the e-mail digest of this scout (“{subject}”) to {email}?',
      done: 'Done: this scout sends no more e-mails to {email}. The scout itself and your other e-mails are unchanged.',
    },
    ru: {
      question: 'Отключить письма этого скаута («{subject}») на {email}?',
      done: 'Готово: этот скаут больше не пишет на {email}. Сам скаут и другие письма не изменились.',
    },
  },
  async apply(db, key) {
    await db.query('UPDATE scouts SET digest = false WHERE id = $1', [Number(key)]);
  },
});

const MORE: Record<Locale, (count: number) => string> = {
  en: (count) => `…and ${count} more`,
  ru: (count) => `…и ещё ${count}`,
};

/** The owner of a scout as its digest addresses them. */
export interface DigestRecipient {
  email: string;
  name: string;
  locale: Locale;
}

/**
 * The digest of one run: the new CVs by name and title with links, at most {@link DIGEST_LISTED}
 * of them, and the link to the whole result. One message per run (`scout-digest:<run>`).
 */
export function digestMail(
  input: { scoutId: number; scoutName: string; runId: number; fresh: number; listed: readonly ResumeSummary[] },
  to: DigestRecipient,
  publicUrl: string,
): MailRequest {
  const prefix = to.locale === 'ru' ? '/ru' : '';
  const lines = input.listed.map((cv) => `• ${cv.name}${cv.title ? ` — ${cv.title}` : ''}: ${publicUrl}${prefix}/cv/${cv.type}/${cv.id}`);
  if (input.fresh > input.listed.length) lines.push(MORE[to.locale](input.fresh - input.listed.length));
  return {
    to: { email: to.email, name: to.name },
    template: TEMPLATE,
    locale: to.locale,
    variables: {
      name: to.name,
      scout: input.scoutName,
      count: String(input.fresh),
      list: lines.join('\n'),
      runUrl: `${publicUrl}${prefix}/user/scout/result/${input.runId}`,
      scoutsUrl: `${publicUrl}${prefix}/user/scout`,
    },
    idempotencyKey: `scout-digest:${input.runId}`,
    unsubscribe: { topic: TOPIC, key: String(input.scoutId) },
  };
}
