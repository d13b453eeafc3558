import type { Locale } from '@platform/contract';
import { defineMailTemplate } from '../mail';

/** The statement a person agrees to or refuses, as the consent page shows it and the record keeps it. */
export function consentText(locale: Locale, team: string, months: number): string {
  return locale === 'ru'
    ? `Я согласен(на), чтобы команда «${team}» хранила моё резюме и контактные данные на платформе подбора персонала и использовала их, чтобы предлагать мне вакансии, в течение ${months} мес. с сегодняшнего дня. Я могу отозвать согласие в любой момент по ссылке из любого письма платформы.`
    : `I agree that the team "${team}" keeps my CV and contact details on the recruiting platform and uses them to offer me vacancies, for ${months} months from today. I can withdraw this consent at any time through the link in any e-mail from the platform.`;
}

defineMailTemplate('privacy.consent', {
  en: {
    subject: '{team} asks for your consent to keep your CV',
    text: 'Hello,\n\nThe recruiting team {team} holds your CV on the recruiting platform. The law requires your consent for them to keep it: for {months} months, to offer you vacancies.\n\nAgree or refuse: {siteUrl}{link}\n\nThe link is valid for {days} days. If you refuse or do not answer, the CV is deleted when the team\'s retention period runs out.',
  },
  ru: {
    subject: '{team} просит согласия на хранение вашего резюме',
    text: 'Здравствуйте!\n\nКоманда подбора персонала {team} хранит ваше резюме на платформе подбора персонала. По закону для этого нужно ваше согласие: на {months} мес., чтобы предлагать вам вакансии.\n\nСогласиться или отказаться: {siteUrl}{link}\n\nСсылка действует {days} дн. Если вы откажетесь или не ответите, резюме будет удалено, когда истечёт срок хранения команды.',
  },
});

/** Texts of the pages the mailed links open. */
export const PAGE_TEXTS: Record<
  Locale,
  {
    consentTitle: string;
    consentIntro: string;
    agree: string;
    refuse: string;
    agreed: string;
    refused: string;
    unknownLink: string;
    otherLanguage: string;
    personTitle: string;
    personIntro: string;
    erase: string;
    eraseNote: string;
    download: string;
    erasureRecorded: string;
    nothingHeld: string;
  }
> = {
  en: {
    consentTitle: 'Your CV at {team}',
    consentIntro: 'The team {team} asks for your consent to keep your CV:',
    agree: 'I agree',
    refuse: 'I refuse',
    agreed: 'Thank you: your consent is recorded. You can withdraw it through the link in any e-mail from the platform.',
    refused: 'Your refusal is recorded: the team will not keep your CV past its retention period.',
    unknownLink: 'This link is not valid (or has expired).',
    otherLanguage: 'По-русски',
    personTitle: 'Your personal data',
    personIntro: 'Recruiting teams on this platform that hold data about {email}: {count}.',
    erase: 'Ask them to erase my data',
    eraseNote: 'Each team\'s owner sees the request; the data (CVs, their files, applications, messages) is erased within {days} days, and only an anonymous record that it happened is kept.',
    download: 'Download my data',
    erasureRecorded: 'Your request is recorded: the data about {email} is erased within {days} days.',
    nothingHeld: 'No team on this platform holds data about {email}.',
  },
  ru: {
    consentTitle: 'Ваше резюме в команде {team}',
    consentIntro: 'Команда {team} просит вашего согласия на хранение вашего резюме:',
    agree: 'Я согласен(на)',
    refuse: 'Я отказываюсь',
    agreed: 'Спасибо: согласие записано. Отозвать его можно по ссылке из любого письма платформы.',
    refused: 'Отказ записан: команда не будет хранить ваше резюме дольше своего срока хранения.',
    unknownLink: 'Ссылка недействительна (или её срок истёк).',
    otherLanguage: 'In English',
    personTitle: 'Ваши персональные данные',
    personIntro: 'Команд подбора персонала на этой платформе, которые хранят данные о {email}: {count}.',
    erase: 'Попросить удалить мои данные',
    eraseNote: 'Владелец каждой команды увидит запрос; данные (резюме, их файлы, отклики, переписка) будут удалены в течение {days} дн., останется только обезличенная запись о том, что это было сделано.',
    download: 'Скачать мои данные',
    erasureRecorded: 'Запрос записан: данные о {email} будут удалены в течение {days} дн.',
    nothingHeld: 'Ни одна команда на этой платформе не хранит данных о {email}.',
  },
};

/** `{name}` placeholders filled in. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
