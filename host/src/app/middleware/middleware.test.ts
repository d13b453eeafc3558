import type { Session } from '@platform/contract';
import { installTestRoutes } from '../../testing/remote-routes';
import { matchRoute } from '../routes/match-route';
import type { MiddlewareContext } from '../routes/route-vocabulary';
import { authMiddleware } from './auth';
import { guestMiddleware } from './guest';

const SESSION: Session = { user: { id: '2', email: 'c@example.com', name: 'C', kind: 'candidate' }, team: null };

function context(path: string, session: Session | null): MiddlewareContext {
  const url = new URL(path, 'https://jobs.example.com');
  const result = matchRoute(url.pathname);
  if (result.kind !== 'matched') throw new Error(path);
  return { ...result.match, url, session };
}


beforeAll(() => installTestRoutes());
describe('auth guard', () => {
  it('sends an anonymous visitor to /login?redirect=<path>', () => {
    expect(authMiddleware(context('/team/analytics?range=30', null))).toEqual({
      redirect: '/login?redirect=/team/analytics%3Frange%3D30',
    });
  });

  it('keeps the Russian locale: /ru/login', () => {
    expect(authMiddleware(context('/ru/user/favourites', null))).toEqual({ redirect: '/ru/login?redirect=/ru/user/favourites' });
  });

  it('hands the full return path back through the parameter', () => {
    const outcome = authMiddleware(context('/team/vacancy?a=1&b=2', null));
    const redirect = outcome && 'redirect' in outcome ? outcome.redirect : '';
    expect(new URL(redirect, 'https://x').searchParams.get('redirect')).toBe('/team/vacancy?a=1&b=2');
  });

  it('lets a signed-in user through', () => {
    expect(authMiddleware(context('/team', SESSION))).toBeUndefined();
  });
});

describe('guest guard', () => {
  it('sends a signed-in user from sign-in back to where they were going, never off-site', () => {
    expect(guestMiddleware(context('/login?redirect=%2Fteam', SESSION))).toEqual({ redirect: '/team' });
    expect(guestMiddleware(context('/ru/login?redirect=%2F%2Fevil.example', SESSION))).toEqual({ redirect: '/ru' });
    expect(guestMiddleware(context('/register', SESSION))).toEqual({ redirect: '/' });
  });

  it('lets visitors sign in', () => {
    expect(guestMiddleware(context('/login', null))).toBeUndefined();
  });
});
