import { z } from 'zod/mini';
import { ANALYTICS_MAX_DAYS, ANALYTICS_REPORTS, teamAnalyticsSchema } from '../analytics';
import { defineEndpoint } from './endpoint';

/** Period of a report without `from`/`to`: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = z.iso.date({ error: 'Expected a date like 2024-05-31.' });

/**
 * Query of `GET /api/team/analytics`: the period (`from`/`to`, UTC dates, at most
 * {@link ANALYTICS_MAX_DAYS} days; default the last {@link ANALYTICS_DEFAULT_DAYS}), one vacancy or
 * all, and JSON or one report's CSV. Parsed, `from` and `to` are always set.
 */
export const analyticsQuerySchema = z.pipe(
  z.object({
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    vacancyId: z.optional(z.string()),
    format: z._default(z.enum(['json', 'csv'], { error: 'Choose json or csv.' }), 'json'),
    report: z._default(z.enum(ANALYTICS_REPORTS, { error: `Choose ${ANALYTICS_REPORTS.join(', ')}.` }), 'funnel'),
  }),
  z.transform((query, context) => {
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.parse(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) context.issues.push({ code: 'custom', path: ['to'], message: 'The end is before the start.', input: query });
    if (days > ANALYTICS_MAX_DAYS) context.issues.push({ code: 'custom', path: ['from'], message: `At most ${ANALYTICS_MAX_DAYS} days.`, input: query });
    return { ...query, from, to };
  }),
);

/** The team's analytics: JSON, or with `format=csv` one report as a CSV file (not checked: a file). */
export const ANALYTICS_ENDPOINTS = {
  team: defineEndpoint({ method: 'GET', path: '/team/analytics', query: analyticsQuerySchema, responses: { 200: teamAnalyticsSchema } }),
};
