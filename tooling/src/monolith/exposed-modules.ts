/**
 * Every module every remote exposes, keyed like a federation request (`search/app`,
 * `team/widgets/open-vacancies`), each a lazy `import()` of the remote's source file.
 *
 * This file is only a typed placeholder: the monolith build replaces its content with the map read
 * from each `<app>/federation.config.ts` (see `exposed-modules-loader.ts`), so the map can never
 * drift from what the remotes really expose.
 */
export const EXPOSED_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {};
