import { isApiError } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import styles from './auth-pages.module.css';
import { useLifecycleMessages } from './use-lifecycle-messages';

const LINK_CODES = ['token_invalid', 'token_used', 'token_expired', 'email_taken'] as const;
/** Why a mailed link could not be used. */
export type LinkErrorCode = (typeof LINK_CODES)[number];

/** The link refusal an API error carries, or `null` for any other failure. */
export function linkErrorOf(error: unknown): LinkErrorCode | null {
  if (!isApiError(error)) return null;
  return LINK_CODES.find((code) => code === error.code) ?? null;
}

/** The refusal of a link, in words, as an alert. */
export function LinkError({ code }: { code: LinkErrorCode }) {
  useLifecycleMessages();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'authLifecycle' });
  return (
    <p role="alert" className={styles.formError}>
      {t(`linkErrors.${code}`)}
    </p>
  );
}
