import { type ReactNode, useId } from 'react';
import { headingTag, type HeadingLevel } from '../heading';
import { useUiText } from '../use-ui-text';
import styles from './verify-email-notice.module.css';

export interface VerifyEmailNoticeProps {
  /** The address the link went to. */
  email: string;
  /**
   * Renders the link to the account page (where the link is sent again) around its words: the
   * host passes its router's link, a remote an `AppLink`.
   */
  renderAccountLink: (label: string) => ReactNode;
  headingLevel?: HeadingLevel;
}

/**
 * Says up front, before a recruiter prepares a mailing or an invitation, that both wait for the
 * e-mail address to be verified, and links to the account page where the link is sent again.
 */
export function VerifyEmailNotice({ email, renderAccountLink, headingLevel = 2 }: VerifyEmailNoticeProps) {
  const text = useUiText();
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  return (
    <section aria-labelledby={titleId} className={styles.notice}>
      <Heading id={titleId} className={styles.title}>
        {text('verifyEmailTitle')}
      </Heading>
      <p className={styles.text}>
        {text('verifyEmailText', { email })} {renderAccountLink(text('verifyEmailLink'))}
      </p>
    </section>
  );
}
