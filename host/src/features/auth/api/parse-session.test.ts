import { parseSession } from './parse-session';

describe('parseSession', () => {
  const user = { id: 'u-1', email: 'a@b.co', name: 'A', kind: 'recruiter' };

  it('keeps the account’s saved language, theme and verification mark', () => {
    expect(parseSession({ user: { ...user, locale: 'ru', theme: 'dark', emailVerified: false }, team: null })).toEqual({
      user: { ...user, locale: 'ru', theme: 'dark', emailVerified: false },
      team: null,
    });
  });

  it('drops values it does not know, and reads an older answer without them', () => {
    expect(parseSession({ user: { ...user, locale: 'de', theme: 'pink', emailVerified: 'yes' }, team: null })).toEqual({ user, team: null });
    expect(parseSession({ user, team: null })).toEqual({ user, team: null });
    expect(parseSession({ user: { ...user, kind: 'admin' } })).toBeNull();
  });
});
