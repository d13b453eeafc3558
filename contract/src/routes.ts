import { z } from 'zod/mini';
import { firstRequestSchema } from './first-request-schema';

/**
 * Route declarations: what each remote serves, declared as data in its own code
 * (`src/app/route-manifest.ts`), emitted by its build as `routes.json`, recorded by
 * `npm run release` and carried by `/remotes.json`. The host builds its route table from them at
 * start-up; the remote's own router is made from the same declaration. `zod/mini` keeps the
 * schema small: the host checks every declaration in the browser.
 */

/** Route guards the host runs before a page opens; a route names them in order. */
export const ROUTE_GUARDS = ['auth', 'guest'] as const;
export type RouteGuard = (typeof ROUTE_GUARDS)[number];

/** Layouts the host offers; `default` unless a route names another. */
export const ROUTE_LAYOUTS = ['default', 'blank', 'landing'] as const;
export type RouteLayout = (typeof ROUTE_LAYOUTS)[number];

/**
 * Who sees a navigation entry or a dashboard widget: a visitor, an account by its kind, or
 * `operator` (a platform operator, whatever their kind of account: they see these entries as well).
 */
export const ROUTE_AUDIENCES = ['anonymous', 'recruiter', 'candidate', 'operator'] as const;
export type RouteAudience = (typeof ROUTE_AUDIENCES)[number];

/**
 * Paths the host serves itself (both locales; `/ru` is the Russian main page). A remote route
 * overlapping one of them is refused.
 */
export const HOST_ROUTE_PATHS = ['/', '/ru', '/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/Test', '/Test2'] as const;

/** A positive decimal id without leading zeros, at most 16 digits (what the API accepts). */
export const ROUTE_ID_PATTERN = /^[1-9]\d{0,15}$/;

const SEGMENT = /^[A-Za-z0-9_.~-]+$/;
const NAME = /^[a-z][a-z0-9-]{0,63}$/;
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const localizedText = z.strictObject({ en: text(60), ru: text(60) });

/**
 * How one path parameter is checked: `id` (a positive integer), one of a few literal values, or a
 * regular expression that must match the whole segment. Data, not code, so the host can check
 * an address before it loads the remote.
 */
const paramRuleSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('id') }),
  z.strictObject({ type: z.literal('enum'), values: z.array(z.string().check(z.regex(SEGMENT))).check(z.minLength(1)) }),
  z.strictObject({
    type: z.literal('pattern'),
    pattern: z.string().check(z.minLength(1), z.maxLength(200), z.refine(compiles, 'must be a valid regular expression')),
  }),
]);
export type RouteParamRule = z.infer<typeof paramRuleSchema>;

/** One path pattern: `/team/vacancy/:id`, locale-free, literal first segment, no trailing slash. */
const pathSchema = z.string().check(
  z.maxLength(200),
  z.refine((path) => /^(\/(?::[A-Za-z_][A-Za-z0-9_]{0,31}|[A-Za-z0-9_.~-]+))+$/.test(path), 'must be /segment/:param/..., letters, digits, _ . ~ -'),
  z.refine((path) => !path.startsWith('/:'), 'must start with a literal segment'),
  z.refine((path) => path.toLowerCase() !== '/ru' && !path.toLowerCase().startsWith('/ru/'), 'must be locale-free: the host adds /ru'),
);

const routeSchema = z.strictObject({
  /** Unique within the remote; the remote's router picks the page by it. */
  name: z.string().check(z.regex(NAME)),
  path: pathSchema,
  /** The page the remote's router shows, when another route's (an alias); the route's name by default. */
  page: z.optional(z.string().check(z.regex(NAME))),
  guards: z.optional(z.array(z.enum(ROUTE_GUARDS))),
  params: z.optional(z.record(z.string().check(z.regex(PARAM_NAME)), paramRuleSchema)),
  layout: z.optional(z.enum(ROUTE_LAYOUTS)),
  /** What the page is, in both languages: the host titles the tab "<title> | <brand>" and announces it on navigation. */
  title: z.optional(localizedText),
  /** The request the page makes first: the host issues it as the navigation starts (first-request.ts). */
  firstRequest: z.optional(firstRequestSchema),
});
export type RouteDeclaration = z.infer<typeof routeSchema>;

const navEntrySchema = z.strictObject({
  id: z.string().check(z.regex(NAME)),
  /** A locale-free path one of the remote's routes serves. */
  path: pathSchema,
  label: localizedText,
  audience: z.array(z.enum(ROUTE_AUDIENCES)).check(z.minLength(1)),
  /** Entries of one group share a menu in the header (a group of one is a plain link). */
  group: z.optional(z.strictObject({ id: z.string().check(z.regex(NAME)), label: localizedText })),
  /** Header order, ascending, across every remote. */
  order: z.number().check(z.int()),
  /** Only this exact path marks the entry current (`/team` is not current on `/team/vacancy`). */
  exact: z.optional(z.boolean()),
  /** `account`: in the account menu instead of the main navigation. */
  placement: z.optional(z.enum(['main', 'account'])),
  /** Also offered as a quick link under the dashboard's widgets. */
  quickLink: z.optional(z.boolean()),
});
export type NavEntryDeclaration = z.infer<typeof navEntrySchema>;

const widgetSchema = z.strictObject({
  id: z.string().check(z.regex(NAME)),
  /** The exposed module: `./widgets/<name>`. */
  module: z.templateLiteral(['./widgets/', z.string().check(z.regex(/^[a-z][a-z0-9-]{0,63}$/))]),
  audience: z.array(z.enum(['recruiter', 'candidate'])).check(z.minLength(1)),
  /** Dashboard order, ascending, across every remote. */
  order: z.number().check(z.int()),
});
export type WidgetDeclaration = z.infer<typeof widgetSchema>;

/** Names of a pattern's parameters, in order: `/cv/:type/:id` → `['type', 'id']`. */
export function patternParams(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

export const remoteRoutesSchema = z
  .strictObject({
    schemaVersion: z.literal(1),
    routes: z.array(routeSchema).check(z.minLength(1), z.maxLength(100)),
    navigation: z.array(navEntrySchema).check(z.maxLength(30)),
    widgets: z.array(widgetSchema).check(z.maxLength(20)),
    /**
     * The team that owns the area and how to reach it (an address or a channel). The first release
     * of a new remote registers it with this, and is refused without it.
     */
    owner: z.optional(z.strictObject({ team: text(60), contact: text(120) })),
  })
  .check(
    z.superRefine((declaration, context) => {
      const names = declaration.routes.map((route) => route.name);
      for (const [index, route] of declaration.routes.entries()) {
        if (names.indexOf(route.name) !== index) {
          context.issues.push({ code: 'custom', path: ['routes', index, 'name'], message: `"${route.name}" is declared twice`, input: route.name });
        }
        const inPath = patternParams(route.path);
        if (new Set(inPath).size !== inPath.length) {
          context.issues.push({ code: 'custom', path: ['routes', index, 'path'], message: 'names a parameter twice', input: route.path });
        }
        const requestParams = [
          ...patternParams(route.firstRequest?.path ?? ''),
          ...Object.values(route.firstRequest?.input ?? {}).flatMap((value) => ('param' in value ? [value.param] : [])),
        ];
        for (const param of requestParams.filter((name) => !inPath.includes(name))) {
          context.issues.push({ code: 'custom', path: ['routes', index, 'firstRequest'], message: `"${param}" is not in ${route.path}`, input: param });
        }
        for (const param of Object.keys(route.params ?? {})) {
          if (!inPath.includes(param)) {
            context.issues.push({ code: 'custom', path: ['routes', index, 'params', param], message: `"${param}" is not in ${route.path}`, input: param });
          }
        }
      }
      for (const [index, entry] of declaration.navigation.entries()) {
        if (!declaration.routes.some((route) => matchPattern(route.path, entry.path) !== null)) {
          context.issues.push({ code: 'custom', path: ['navigation', index, 'path'], message: `no route serves ${entry.path}`, input: entry.path });
        }
      }
    }),
  );

/** What one remote declares: its pages, its header entries, its dashboard widgets. */
export type RemoteRoutes = z.infer<typeof remoteRoutesSchema>;

/** Checks a declaration; the reason names the first bad field (`routes.2.path: must be ...`). */
export function parseRemoteRoutes(value: unknown): { ok: true; value: RemoteRoutes } | { ok: false; reason: string } {
  const parsed = remoteRoutesSchema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid' };
}

export type RouteParams = Readonly<Record<string, string>>;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function splitPath(path: string): string[] {
  // One trailing slash is forgiven (`/search/` is `/search`), as the original router did.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

/**
 * Matches one pattern (`/cv/:type/:id`) against a pathname. Literal segments compare without
 * regard to case (`/test` opens `/Test`, like the original site's router); parameters keep theirs.
 */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const expected = splitPath(pattern);
  const actual = splitPath(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

function passes(rule: RouteParamRule, value: string): boolean {
  switch (rule.type) {
    case 'id':
      return ROUTE_ID_PATTERN.test(value);
    case 'enum':
      return rule.values.includes(value);
    case 'pattern':
      return new RegExp(`^(?:${rule.pattern})$`).test(value);
  }
}

/**
 * The one validity check of a route's parameters: the host runs it before it loads the remote
 * (refused → the 404 screen), and the remote's router runs the same declaration.
 */
export function checkRouteParams(rules: RouteDeclaration['params'], params: RouteParams): boolean {
  return Object.entries(rules ?? {}).every(([name, rule]) => {
    const value = params[name];
    return value !== undefined && passes(rule, value);
  });
}

/**
 * True when some address could match both patterns: as many segments, and at each one equal
 * literals (case aside) or a parameter on either side. Two areas must never claim one address.
 */
export function patternsOverlap(a: string, b: string): boolean {
  const left = splitPath(a);
  const right = splitPath(b);
  return (
    left.length === right.length &&
    left.every((part, index) => {
      const other = right[index] ?? '';
      return part.startsWith(':') || other.startsWith(':') || part.toLowerCase() === other.toLowerCase();
    })
  );
}

/** A path two owners both claim. */
export interface RouteConflict {
  path: string;
  /** The remote's name (remotes.ts), or `host`. */
  other: string;
  otherPath: string;
}

/**
 * Paths of `routes` that overlap the host's own paths or another remote's routes; empty when the
 * declaration can join the others.
 */
export function findRouteConflicts(routes: RemoteRoutes, others: Partial<Record<string, RemoteRoutes>>): RouteConflict[] {
  const conflicts: RouteConflict[] = [];
  for (const route of routes.routes) {
    for (const hostPath of HOST_ROUTE_PATHS) {
      if (patternsOverlap(route.path, hostPath)) conflicts.push({ path: route.path, other: 'host', otherPath: hostPath });
    }
    for (const [other, declaration] of Object.entries(others)) {
      for (const theirs of declaration?.routes ?? []) {
        if (patternsOverlap(route.path, theirs.path)) conflicts.push({ path: route.path, other, otherPath: theirs.path });
      }
    }
  }
  return conflicts;
}

/** One sentence per conflict, for operators and error reports. */
export function describeConflicts(conflicts: readonly RouteConflict[]): string {
  return conflicts.map((conflict) => `${conflict.path} overlaps ${conflict.other}'s ${conflict.otherPath}`).join('; ');
}
