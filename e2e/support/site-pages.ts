import path from 'node:path';
import { type Locale, localizePath, remoteNameOfApp } from '@platform/contract';
import { HOST_ROUTES } from '../../host/src/app/routes/route-table';
import { APPS, loadAppConfig } from '../../tooling/src/build/apps';
import { loadRouteDeclaration } from '../../tooling/src/build/route-declaration';
import { REPO_ROOT } from '../../tooling/src/webpack/create-config';

/**
 * One page of the site as its route declarations name it: the host's own routes and each
 * remote's `src/app/route-manifest.ts`, so a page added to a declaration is a page the browser
 * suite must account for. `paths` is the pattern in each locale (`/cv/:type/:id`, `/ru/cv/:type/:id`).
 */
export interface SitePage {
  /** `home`, `login`…, or `<remote>:<route>` (`team:vacancy`). */
  name: string;
  paths: Record<Locale, string>;
}

/**
 * Every page: the host's (by the English entry; the Russian home is another page, the public
 * landing, named `landing`) and each remote's declared routes.
 */
export function sitePages(): SitePage[] {
  const host = HOST_ROUTES.filter((route) => route.locale === 'en').map((route) => ({ name: route.name, paths: { en: route.path, ru: localizePath(route.path, 'ru') } }));
  const landing = HOST_ROUTES.find((route) => route.locale === 'ru' && route.page === 'landing');
  const remotes = APPS.flatMap((app) => {
    const remote = remoteNameOfApp(app);
    if (remote === undefined) return [];
    const declaration = loadRouteDeclaration(path.join(REPO_ROOT, app), loadAppConfig(app));
    return (declaration?.routes ?? []).map((route) => ({ name: `${remote}:${route.name}`, paths: { en: route.path, ru: localizePath(route.path, 'ru') } }));
  });
  return [...host, ...(landing ? [{ name: 'landing', paths: { en: landing.path, ru: landing.path } }] : []), ...remotes];
}

/** Puts `values` into a pattern's `:params`; throws naming a parameter without a value. */
export function fillPath(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
