import type { RemoteName } from './remotes';
import type { RemoteRoutes } from './routes';

/**
 * Header menus the platform declares, which any area may put entries in (each keeps its label
 * here, so no area borrows another team's menu). An area may also have a menu of its own: a
 * group id no other area uses.
 */
export const PLATFORM_NAV_GROUPS = {
  jobs: { en: 'Jobs', ru: 'Вакансии' },
} as const satisfies Record<string, { en: string; ru: string }>;

/**
 * Top-level header entries the header's row holds: with more, the first ones stay and the rest
 * fold into a "More" menu, which takes the last place (below 960 px the whole navigation folds
 * behind the Menu button).
 */
export const HEADER_ROW_ENTRIES = 4;

function isPlatformGroup(id: string): id is keyof typeof PLATFORM_NAV_GROUPS {
  return Object.hasOwn(PLATFORM_NAV_GROUPS, id);
}

/**
 * The header rule a release checks, one sentence per breach:
 * - an area has at most one top-level entry per audience (more entries go into a menu);
 * - a menu is the platform's (with the platform's label) or the area's own: another area's
 *   menu is not borrowed.
 */
export function navigationRuleProblems(routes: RemoteRoutes, others: Partial<Record<RemoteName, RemoteRoutes>>): string[] {
  const problems: string[] = [];
  const main = routes.navigation.filter((entry) => entry.placement !== 'account');
  for (const audience of new Set(main.flatMap((entry) => entry.audience))) {
    const topLevel = main.filter((entry) => entry.group === undefined && entry.audience.includes(audience));
    if (topLevel.length > 1) {
      problems.push(`${topLevel.map((entry) => entry.id).join(', ')} are all top-level entries for ${audience}: an area has one, put the others in a menu (group)`);
    }
  }
  for (const entry of main) {
    const group = entry.group;
    if (!group) continue;
    if (isPlatformGroup(group.id)) {
      const label = PLATFORM_NAV_GROUPS[group.id];
      if (group.label.en !== label.en || group.label.ru !== label.ru) {
        problems.push(`${entry.id}: the platform's "${group.id}" menu is labelled ${label.en} / ${label.ru}`);
      }
      continue;
    }
    for (const [other, declaration] of Object.entries(others)) {
      if (declaration?.navigation.some((theirs) => theirs.group?.id === group.id)) {
        problems.push(`${entry.id}: the "${group.id}" menu is ${other}'s; use your own menu or one of the platform's (${Object.keys(PLATFORM_NAV_GROUPS).join(', ')})`);
      }
    }
  }
  return [...new Set(problems)];
}
