import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { postJson } from './hiring';

/** The two languages of the site: the path prefix of each. */
export const SITE_LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'ru', prefix: '/ru' },
] as const;

/** A phone's viewport (an iPhone 12–15's CSS pixels). */
export const PHONE = { width: 390, height: 844 } as const;

/** A number of the API's JSON answer, checked. */
export function numberOf(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== 'number') throw new Error(`no ${field} in ${JSON.stringify(body)}`);
  return value;
}

/** A vacancy of the signed-in recruiter's team made through the API (open unless told); its id. */
export async function createVacancy(request: APIRequestContext, fields: Record<string, unknown>): Promise<number> {
  return numberOf(await postJson(request, '/api/team/vacancies', { status: 'open', ...fields }), 'id');
}

/** Where the focused element is, and where the sticky header ends, in the viewport's CSS pixels. */
interface FocusPlace {
  tag: string;
  top: number;
  bottom: number;
  headerBottom: number;
  viewportHeight: number;
}

function focusPlace(page: Page): Promise<FocusPlace> {
  return page.evaluate(() => {
    const focused = document.activeElement ?? document.body;
    const rect = focused.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    return { tag: focused.tagName.toLowerCase(), top: rect.top, bottom: rect.bottom, headerBottom: header?.bottom ?? 0, viewportHeight: window.innerHeight };
  });
}

/**
 * The focus after an action is somewhere sensible: on an element of the page (not `<body>`, where
 * a keyboard user starts over), in the viewport and not hidden under the sticky header.
 */
export async function expectFocusClearOfHeader(page: Page): Promise<void> {
  await expect.poll(async () => (await focusPlace(page)).tag).not.toBe('body');
  await expect
    .poll(async () => {
      const place = await focusPlace(page);
      return place.top >= place.headerBottom - 1 && place.top < place.viewportHeight;
    }, { message: 'the focused element is in view, below the sticky header' })
    .toBe(true);
}
