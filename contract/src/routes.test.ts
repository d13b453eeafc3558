import {
  checkRouteParams,
  describeConflicts,
  findRouteConflicts,
  matchPattern,
  parseRemoteRoutes,
  patternsOverlap,
  type RemoteRoutes,
} from './routes';

const TEAM: RemoteRoutes = {
  schemaVersion: 1,
  routes: [
    { name: 'team', path: '/team', guards: ['auth'] },
    { name: 'vacancy', path: '/team/vacancy/:id', params: { id: { type: 'id' } } },
  ],
  navigation: [{ id: 'team', path: '/team', label: { en: 'Team', ru: 'Команда' }, audience: ['recruiter'], order: 20, exact: true }],
  widgets: [{ id: 'open-vacancies', module: './widgets/open-vacancies', audience: ['recruiter'], order: 30 }],
};

function reasonOf(value: unknown): string {
  const parsed = parseRemoteRoutes(value);
  return parsed.ok ? 'ok' : parsed.reason;
}

describe('route declarations', () => {
  it('accepts a well-formed declaration as it is', () => {
    expect(parseRemoteRoutes(JSON.parse(JSON.stringify(TEAM)))).toEqual({ ok: true, value: TEAM });
  });

  it.each([
    [{ ...TEAM, routes: [{ name: 'x', path: '/ru/team' }] }, 'routes.0.path: must be locale-free: the host adds /ru'],
    [{ ...TEAM, routes: [{ name: 'x', path: '/:any' }] }, 'routes.0.path: must start with a literal segment'],
    [{ ...TEAM, routes: [{ name: 'x', path: '/team/' }] }, 'routes.0.path: must be /segment/:param/..., letters, digits, _ . ~ -'],
    [{ ...TEAM, routes: [{ name: 'x', path: '/team', guards: ['admin'] }] }, 'routes.0.guards.0'],
    [{ ...TEAM, routes: [{ name: 'x', path: '/t/:id', params: { id: { type: 'pattern', pattern: '(' } } }] }, 'must be a valid regular expression'],
    [{ ...TEAM, routes: [{ name: 'x', path: '/t/:id', params: { other: { type: 'id' } } }] }, 'routes.0.params.other: "other" is not in /t/:id'],
    [{ ...TEAM, routes: [TEAM.routes[0], TEAM.routes[0]] }, 'routes.1.name: "team" is declared twice'],
    [{ ...TEAM, navigation: [{ ...TEAM.navigation[0], path: '/elsewhere' }] }, 'navigation.0.path: no route serves /elsewhere'],
    [{ ...TEAM, navigation: [{ ...TEAM.navigation[0], label: { en: 'Team' } }] }, 'navigation.0.label.ru'],
    [{ ...TEAM, widgets: [{ ...TEAM.widgets[0], module: './app' }] }, 'widgets.0.module'],
    [{ ...TEAM, extra: true }, ''],
  ])('refuses a bad declaration and names the field (%#)', (declaration, reason) => {
    expect(reasonOf(declaration)).toContain(reason);
    expect(reasonOf(declaration)).not.toBe('ok');
  });
});

describe('matching and checking parameters', () => {
  it('matches literals without regard to case and decodes parameters', () => {
    expect(matchPattern('/team/vacancy/:id/Mailings', '/team/vacancy/5/mailings')).toEqual({ id: '5' });
    expect(matchPattern('/cv/username/:name', '/cv/username/a%20b')).toEqual({ name: 'a b' });
    expect(matchPattern('/cv/username/:name', '/cv/username/%E0')).toBeNull();
    expect(matchPattern('/search', '/search/')).toEqual({});
    expect(matchPattern('/search', '/search/x')).toBeNull();
  });

  it('checks ids, enums and patterns as declared (an id is 1-16 digits without a leading zero)', () => {
    const id = { id: { type: 'id' } } as const;
    expect(checkRouteParams(id, { id: '7' })).toBe(true);
    for (const bad of ['07', '0', 'abc', '1.5', '1'.repeat(17)]) expect(checkRouteParams(id, { id: bad })).toBe(false);
    expect(checkRouteParams({ type: { type: 'enum', values: ['internal', 'imported'] } }, { type: 'imported' })).toBe(true);
    expect(checkRouteParams({ type: { type: 'enum', values: ['internal', 'imported'] } }, { type: 'secret' })).toBe(false);
    const username = { username: { type: 'pattern', pattern: '[A-Za-z0-9_-]{3,32}' } } as const;
    expect(checkRouteParams(username, { username: 'ab' })).toBe(false);
    expect(checkRouteParams(username, { username: 'abc|x' })).toBe(false);
    expect(checkRouteParams(username, { username: 'A-b_9' })).toBe(true);
    expect(checkRouteParams(undefined, { anything: 'x' })).toBe(true);
  });
});

describe('conflicts between owners', () => {
  it('sees overlapping patterns: equal literals or a parameter on either side', () => {
    expect(patternsOverlap('/team/vacancy/:id', '/team/vacancy/new')).toBe(true);
    expect(patternsOverlap('/Team', '/team')).toBe(true);
    expect(patternsOverlap('/team/vacancy/:id', '/team/analytics')).toBe(false);
    expect(patternsOverlap('/team', '/team/vacancy')).toBe(false);
  });

  it('names what a declaration overlaps: the host pages and other remotes', () => {
    const thief: RemoteRoutes = {
      schemaVersion: 1,
      routes: [
        { name: 'login', path: '/Login' },
        { name: 'steal', path: '/team/vacancy/:x' },
        { name: 'own', path: '/reports' },
      ],
      navigation: [],
      widgets: [],
    };
    const conflicts = findRouteConflicts(thief, { team: TEAM });
    expect(describeConflicts(conflicts)).toBe("/Login overlaps host's /login; /team/vacancy/:x overlaps team's /team/vacancy/:id");
    expect(findRouteConflicts(TEAM, { search: thief })).toHaveLength(1);
    expect(findRouteConflicts(TEAM, {})).toEqual([]);
  });
});
