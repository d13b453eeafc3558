import type { Locale } from '@platform/contract';
import { escapeHtml } from '../../http/html';

/** One language of a template: `{variable}` placeholders in plain text. */
export interface MailTemplateText {
  subject: string;
  /** Paragraphs separated by blank lines; URLs become links in the HTML part. */
  text: string;
}

/** A kind of message in both interface languages. */
export type MailTemplate = Record<Locale, MailTemplateText>;

/**
 * Variables every template may use besides its own: `{unsubscribeUrl}` and `{siteUrl}` (the
 * public address of the site, e.g. to build an absolute link from a path).
 */
export const BUILT_IN_VARIABLES = ['unsubscribeUrl', 'privacyUrl', 'siteUrl'] as const;

const TEMPLATES = new Map<string, MailTemplate>();

/**
 * Registers a kind of message; its texts may use `{name}`-style variables, filled (and escaped in
 * the HTML part) when a message is rendered. Modules define theirs at import time.
 */
export function defineMailTemplate(name: string, template: MailTemplate): void {
  if (TEMPLATES.has(name)) throw new Error(`Mail template ${name} is defined twice`);
  TEMPLATES.set(name, template);
}

/** @throws Error naming the template when it was never defined. */
export function getMailTemplate(name: string): MailTemplate {
  const template = TEMPLATES.get(name);
  if (template === undefined) throw new Error(`Unknown mail template ${name}`);
  return template;
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The variable names a text uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/**
 * Fills `{variable}` placeholders; `transform` is applied to each value (escaping for HTML).
 *
 * @throws Error naming a variable the text uses but `variables` lacks.
 */
export function fillPlaceholders(text: string, variables: Readonly<Record<string, string>>, transform: (value: string) => string = (value) => value): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`Mail variable {${name}} has no value`);
    return transform(value);
  });
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/**
 * The HTML part of a message: each blank-line-separated paragraph of the template a `<p>`, line
 * breaks `<br>`; variables escaped first, then URLs (already escaped) made links.
 */
function toHtml(text: string, variables: Readonly<Record<string, string>>, locale: Locale): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => fillPlaceholders(escapeHtml(paragraph), variables, escapeHtml))
    .map((paragraph) => paragraph.replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>\n'))
    .map((paragraph) => `<p>${paragraph}</p>`);
  return `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"></head>\n<body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}

const FOOTER: Record<Locale, string> = {
  en: 'You received this message from the recruiting platform. Unsubscribe: {unsubscribeUrl}\nYour data held by recruiters (erase, download): {privacyUrl}',
  ru: 'Это письмо отправлено платформой подбора персонала. Отписаться: {unsubscribeUrl}\nВаши данные у рекрутеров (удалить, скачать): {privacyUrl}',
};

/** A message rendered for one recipient. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders only the subject (stored when the message is queued). */
export function renderSubject(templateName: string, locale: Locale, variables: Readonly<Record<string, string>>): string {
  // Line breaks in a subject would end the header: folded to spaces.
  return fillPlaceholders(getMailTemplate(templateName)[locale].subject, variables).replace(/[\r\n]+/g, ' ').trim();
}

/**
 * Renders a message: subject, plain text and its HTML alternative, both ending with the
 * unsubscribe line and the link to the reader's personal data (docs/privacy.md). `variables` must
 * include the built-in ones.
 */
export function renderMail(templateName: string, locale: Locale, variables: Readonly<Record<string, string>>): RenderedMail {
  const template = getMailTemplate(templateName)[locale];
  const body = `${template.text}\n\n--\n${FOOTER[locale]}`;
  return {
    subject: renderSubject(templateName, locale, variables),
    text: `${fillPlaceholders(body, variables)}\n`,
    html: toHtml(body, variables, locale),
  };
}
