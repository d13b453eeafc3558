import { type Locale, type PublicPage, publicPagePath, SITE_NAME } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { findPublicCv, type PublicCvRow } from './cv-row';
import type { PageHead } from './head-model';
import { jobPosting } from './job-posting';
import { excerpt, HEAD_TEXTS, localCityName, salaryText } from './texts';
import { countOpenVacancies, findOpenVacancy, type PublicVacancyRow } from './vacancy-row';

/** Longest meta description: what search results and previews show of it. */
const DESCRIPTION_MAX = 200;
const SKILLS_SHOWN = 8;

const titled = (title: string) => `${title} | ${SITE_NAME}`;

function notFound(locale: Locale, title: string, description: string): PageHead {
  return { status: 404, locale, title: titled(title), description };
}

/** "Acme · Berlin · €4,000 – €6,000 · Full-time": what a shared vacancy previews with, then its text. */
function vacancyFacts(vacancy: PublicVacancyRow, locale: Locale): string {
  const texts = HEAD_TEXTS[locale];
  const place = [vacancy.city === null || vacancy.city.trim() === '' ? null : localCityName(locale, vacancy.city), vacancy.remote ? texts.remote : null]
    .filter((part) => part !== null)
    .join(', ');
  const salary = salaryText(locale, { min: vacancy.salary_min, max: vacancy.salary_max, currency: vacancy.currency });
  return [vacancy.team_name, place, salary, texts.employment[vacancy.employment_type]].filter((part) => part !== null && part !== '').join(' · ');
}

function vacancyHead(vacancy: PublicVacancyRow, locale: Locale, siteUrl: string): PageHead {
  const facts = vacancyFacts(vacancy, locale);
  const skills = vacancy.skills.length === 0 ? '' : `${HEAD_TEXTS[locale].skills}: ${vacancy.skills.join(', ')}.`;
  const about = vacancy.description.trim() === '' ? skills : vacancy.description;
  const shareTitle = `${vacancy.title} — ${vacancy.team_name}`;
  const page = { kind: 'vacancy', id: vacancy.id } as const;
  const posting = jobPosting(vacancy, `${siteUrl}${publicPagePath(page, locale)}`, [`${vacancy.title}.`, `${facts}.`, skills].join(' ').trim());
  return {
    status: 200,
    locale,
    title: titled(shareTitle),
    description: excerpt(about === '' ? facts : `${facts}. ${about}`, DESCRIPTION_MAX),
    indexable: { page, type: 'website', shareTitle, ...(posting === null ? {} : { jsonLd: posting }) },
  };
}

function cvHead(cv: PublicCvRow, locale: Locale): PageHead {
  const texts = HEAD_TEXTS[locale];
  const years = Math.floor(cv.experience_months / 12);
  const facts = [
    cv.title.trim(),
    cv.city === null || cv.city.trim() === '' ? '' : localCityName(locale, cv.city),
    years > 0 ? texts.experience(years) : '',
    cv.skills.length === 0 ? '' : `${texts.skills}: ${cv.skills.slice(0, SKILLS_SHOWN).join(', ')}`,
  ].filter((part) => part !== '');
  const shareTitle = [cv.name.trim(), cv.title.trim()].filter((part) => part !== '').join(' — ') || cv.username;
  return {
    status: 200,
    locale,
    title: titled(shareTitle),
    description: excerpt(facts.length === 0 ? shareTitle : facts.join(' · '), DESCRIPTION_MAX),
    indexable: { page: { kind: 'cv', username: cv.username }, type: 'profile', shareTitle },
  };
}

/**
 * The head of a public page from the data its page shows anyone: the job board, an open vacancy,
 * a public CV; 404 (noindex) for a vacancy or CV anyone else would be told does not exist, and for
 * an address the app refuses. Read from `reads`: a page may be a moment stale, as the board is.
 */
export async function pageHead(reads: Queryable, page: PublicPage, siteUrl: string): Promise<PageHead> {
  const { locale } = page;
  const texts = HEAD_TEXTS[locale];
  switch (page.kind) {
    case 'job-board': {
      const open = await countOpenVacancies(reads);
      const title = texts.jobBoardTitle;
      return { status: 200, locale, title: titled(title), description: texts.jobBoardDescription(open), indexable: { page, type: 'website', shareTitle: `${title} — ${SITE_NAME}` } };
    }
    case 'vacancy': {
      const vacancy = await findOpenVacancy(reads, page.id);
      return vacancy === null ? notFound(locale, texts.vacancyNotFound, texts.vacancyNotFoundDescription) : vacancyHead(vacancy, locale, siteUrl);
    }
    case 'cv': {
      const cv = await findPublicCv(reads, page.username);
      return cv === null ? notFound(locale, texts.cvNotFound, texts.cvNotFoundDescription) : cvHead(cv, locale);
    }
    case 'invalid':
      return notFound(locale, texts.pageNotFound, texts.pageNotFound);
  }
}
