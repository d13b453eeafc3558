import { Page, PageHeader, QueryView, useAreaQuery } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { ACCOUNT_KEY, getAccount } from '../api/account-calls';
import { CandidateCard } from './candidate-card';
import { DangerZone, type PageLoader } from './danger-zone';
import { EmailCard } from './email-card';
import { PasswordForm } from './password-form';
import { PlanCard } from './plan-card';
import { ProfileForm } from './profile-form';
import { RevealsCard } from './reveals-card';
import { SessionsCard } from './sessions-card';

export type { PageLoader };

const loadWholePage: PageLoader = (url) => window.location.assign(url);

/**
 * `/user/account`: profile, language and theme, e-mail and its verification, password, signed-in
 * devices, a candidate's CV settings, a recruiter's plan and revealed contacts, export, deletion.
 */
export function AccountPage({ loadPage = loadWholePage }: { loadPage?: PageLoader }) {
  const { t } = useTranslation('user');
  const query = useAreaQuery(ACCOUNT_KEY, getAccount);
  return (
    <Page aria-labelledby="account-title">
      <PageHeader title={t('account.title')} titleId="account-title" />
      <QueryView query={query} lines={6}>
        {(account) => (
          <>
            {/* Keyed by the saved values: a save elsewhere (another tab) starts the form from them. */}
            <ProfileForm key={`${account.name}:${account.locale}:${account.theme}`} account={account} />
            <EmailCard account={account} />
            <PasswordForm />
            {account.kind === 'candidate' && <CandidateCard />}
            <SessionsCard />
            {account.kind === 'recruiter' && <RevealsCard />}
            <PlanCard account={account} />
            <DangerZone loadPage={loadPage} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
