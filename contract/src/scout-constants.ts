/**
 * Scouting's plain constants, apart from the schemas in `./scouts`: the search page's "save as a
 * scout" dialog lists the schedules and so bundles no zod (webpack keeps every top-level schema of
 * a module it includes, used or not).
 */

/** How a scout runs: only when asked, every hour, or once a day at `hour` in `timeZone`. */
export const SCOUT_SCHEDULES = ['manual', 'hourly', 'daily'] as const;
export type ScoutSchedule = (typeof SCOUT_SCHEDULES)[number];
