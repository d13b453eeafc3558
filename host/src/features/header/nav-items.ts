import type { Session } from '@platform/shared';

export type NavItemId =
  | 'search'
  | 'team'
  | 'vacancies'
  | 'analytics'
  | 'scouting'
  | 'favourites'
  | 'history'
  | 'education'
  | 'myCv'
  | 'jobs'
  | 'applications';

export interface NavItem {
  id: NavItemId;
  /** Locale-free path. */
  href: string;
  /** Only this exact path marks the item current (`/team` is not current on `/team/vacancy`). */
  exact?: boolean;
}

/**
 * The areas a session may open: recruiters work with teams, vacancies, scouting and search;
 * candidates keep their CV and follow their applications; anonymous visitors search and read
 * the open vacancies.
 * @param ownCvPath a candidate's public CV (`/cv/username/<username>`), else their account page.
 */
export function navItemsFor(session: Session | null, ownCvPath: string | null): NavItem[] {
  const search: NavItem = { id: 'search', href: '/search' };
  const jobs: NavItem = { id: 'jobs', href: '/vacancies' };
  if (!session) return [search, jobs];
  const education: NavItem = { id: 'education', href: '/education' };
  if (session.user.kind === 'candidate') {
    return [search, jobs, { id: 'applications', href: '/user/applications' }, { id: 'myCv', href: ownCvPath ?? '/user/account' }, education];
  }
  return [
    search,
    { id: 'team', href: '/team', exact: true },
    { id: 'vacancies', href: '/team/vacancy' },
    { id: 'analytics', href: '/team/analytics' },
    { id: 'scouting', href: '/user/scout' },
    { id: 'favourites', href: '/user/favourites' },
    { id: 'history', href: '/user/history' },
    education,
  ];
}
