import { useEffect, useRef, useState } from 'react';
import type { ApiClient, VerifyEmailResponse } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { verifyEmail } from './api/lifecycle-calls';
import { AuthCard } from './auth-card';
import styles from './auth-pages.module.css';
import { LinkError, type LinkErrorCode, linkErrorOf } from './link-error';
import { useLifecycleMessages } from './use-lifecycle-messages';

export interface VerifyEmailPageProps {
  api: ApiClient;
  /** The token of the mailed link (`?token=`); `null` when the address has none. */
  token: string | null;
  homeHref: string;
  /** Where "Continue" leads after the address is confirmed. */
  continueHref: string;
  /** After a confirmation: the shell rereads the session (the address or its verified mark changed). */
  onVerified: (result: VerifyEmailResponse) => void;
}

type State = { status: 'working' } | { status: 'done'; result: VerifyEmailResponse } | { status: 'refused'; code: LinkErrorCode } | { status: 'failed' };

/** `/verify-email?token=…`: confirms an address (a new account's, or the new one of an e-mail change) on opening. */
export function VerifyEmailPage({ api, token, homeHref, continueHref, onVerified }: VerifyEmailPageProps) {
  useLifecycleMessages();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'authLifecycle' });
  const { t: tAuth } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  useDocumentTitle(t('verify.pageTitle', { brand: BRAND_NAME }));
  const [state, setState] = useState<State>({ status: 'working' });
  // A link works once: a second effect run (React's strict mode) must not spend it again.
  const sent = useRef<string | null>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  useEffect(() => {
    if (token === null || token === '' || sent.current === token) return;
    sent.current = token;
    verifyEmail(api, token).then(
      (result) => {
        setState({ status: 'done', result });
        onVerifiedRef.current(result);
      },
      (error: unknown) => {
        const code = linkErrorOf(error);
        setState(code === null ? { status: 'failed' } : { status: 'refused', code });
      },
    );
  }, [api, token]);

  let body;
  if (token === null || token === '') {
    body = (
      <p role="alert" className={styles.formError}>
        {t('verify.noToken')}
      </p>
    );
  } else if (state.status === 'working') {
    body = <p role="status">{t('verify.working')}</p>;
  } else if (state.status === 'done') {
    body = (
      <>
        <p role="status">{t(state.result.changed ? 'verify.changed' : 'verify.verified', { email: state.result.email })}</p>
        <Link to={continueHref}>{t('verify.continue')}</Link>
      </>
    );
  } else if (state.status === 'refused') {
    body = <LinkError code={state.code} />;
  } else {
    body = (
      <p role="alert" className={styles.formError}>
        {tAuth('errors.failed')}
      </p>
    );
  }
  return (
    <AuthCard title={t('verify.title')} homeHref={homeHref} footer={<Link to={homeHref}>{tAuth('backToSite')}</Link>}>
      {body}
    </AuthCard>
  );
}
