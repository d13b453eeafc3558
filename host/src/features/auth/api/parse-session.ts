import { isLocale, isTheme, type Session, type SessionTeam, type SessionUser } from '@platform/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, email, name, kind, locale, theme, emailVerified } = value;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
  if (kind !== 'recruiter' && kind !== 'candidate') return null;
  // The account's saved preferences: kept when the API sends valid ones (the shell applies them).
  return {
    id,
    email,
    name,
    kind,
    ...(isLocale(locale) ? { locale } : {}),
    ...(isTheme(theme) ? { theme } : {}),
    ...(typeof emailVerified === 'boolean' ? { emailVerified } : {}),
  };
}

function parseTeam(value: unknown): SessionTeam | null {
  if (!isRecord(value)) return null;
  const { id, name, role, credits } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof credits !== 'number') return null;
  if (role !== 'owner' && role !== 'admin' && role !== 'member') return null;
  return { id, name, role, credits };
}

/** Reads a session as `/api/auth/*` returns it; anything else is `null` (treated as signed out). */
export function parseSession(value: unknown): Session | null {
  if (!isRecord(value)) return null;
  const user = parseUser(value.user);
  if (!user) return null;
  return { user, team: parseTeam(value.team) };
}
