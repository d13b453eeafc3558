import type { Session } from '@platform/contract';
import type { HeadingLevel } from '../ui/heading';
import { VerifyEmailNotice } from '../ui/VerifyEmailNotice';
import { AppLink } from './app-link';
import { useSession } from './use-session';

/** Whether a recruiter still has to verify their address before mailings and invitations go out. */
export function mustVerifyEmail(session: Session | null): boolean {
  return session?.user.kind === 'recruiter' && session.user.emailVerified === false;
}

/**
 * On a recruiter's page that leads to sending (mailings, the team's invitations): the notice that
 * these wait for the e-mail address to be verified, with the link to the account page. Nothing
 * for a verified recruiter or a candidate (whose account never sends either).
 */
export function VerifyEmailReminder({ headingLevel }: { headingLevel?: HeadingLevel }) {
  const session = useSession();
  if (session === null || !mustVerifyEmail(session)) return null;
  return (
    <VerifyEmailNotice
      email={session.user.email}
      headingLevel={headingLevel}
      renderAccountLink={(label) => <AppLink to="/user/account">{label}</AppLink>}
    />
  );
}
