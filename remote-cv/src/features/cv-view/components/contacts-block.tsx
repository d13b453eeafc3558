import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import type { ResumeContacts, ResumeDetails } from '@platform/contract';
import { AppLink, Button, formatNumber, isApiError, useMountProps } from '@platform/shared';
import { Trans, useTranslation } from '@platform/shared/react-i18next';
import { useLocation } from '@platform/shared/router';
import { RESUME_QUERY_KEY } from '../api/get-resume';
import { revealContacts } from '../api/reveal-contacts';
import { safeUrl } from '../utils/resume-sections';
import styles from './cv-page.module.css';

function ContactList({ contacts }: { contacts: ResumeContacts }) {
  const { t } = useTranslation('cv');
  const website = contacts.url ? safeUrl(contacts.url) : undefined;
  const profiles = contacts.profiles.flatMap((profile) => {
    const url = profile.url ? safeUrl(profile.url) : undefined;
    const label = [profile.network, profile.username].filter(Boolean).join(': ') || url;
    return label ? [{ label, url }] : [];
  });
  if (!contacts.email && !contacts.phone && !website && profiles.length === 0) return <p>{t('contacts.none')}</p>;
  return (
    <dl className={styles.contactList}>
      {contacts.email && (
        <div>
          <dt>{t('contacts.email')}</dt>
          <dd>
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          </dd>
        </div>
      )}
      {contacts.phone && (
        <div>
          <dt>{t('contacts.phone')}</dt>
          <dd>
            <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>
          </dd>
        </div>
      )}
      {website && (
        <div>
          <dt>{t('contacts.website')}</dt>
          <dd>
            <a href={website} rel="noopener noreferrer nofollow" target="_blank">
              {website}
            </a>
          </dd>
        </div>
      )}
      {profiles.map((profile) => (
        <div key={profile.label}>
          <dt>{profile.label.split(':')[0]}</dt>
          <dd>
            {profile.url ? (
              <a href={profile.url} rel="noopener noreferrer nofollow" target="_blank">
                {profile.label}
              </a>
            ) : (
              profile.label
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The contacts of a CV: shown when the API sent them; for a recruiter who may open them, a button
 * that spends a team credit (with the balance beside it); for everyone else, why they are hidden.
 */
export function ContactsBlock({ details }: { details: ResumeDetails }) {
  const { t } = useTranslation('cv');
  const { api, session: sessionHandle, toast, locale, reportError } = useMountProps();
  const session = sessionHandle.current;
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reveal = useMutation({
    mutationFn: () => revealContacts(api, details),
    onSuccess: (answer) => {
      // The team's balance changed: the shell's header shows the new one without a page load, and
      // the CV's details (now with contacts) are fetched again for the next visit.
      sessionHandle.refresh().catch((error: unknown) => reportError(error, 'cv: session refresh after a reveal'));
      void queryClient.invalidateQueries({ queryKey: RESUME_QUERY_KEY });
      toast.show({
        type: 'success',
        message: t('contacts.revealed'),
        description: answer.charged
          ? t('contacts.spent', { count: details.revealCost, balance: formatNumber(locale, answer.credits) })
          : t('contacts.notCharged'),
      });
      // The button is gone: the focus goes to the section that now lists the contacts, not to the page.
      headingRef.current?.focus();
    },
  });
  const revealed = reveal.data;
  const failure = reveal.error === null ? null : isApiError(reveal.error) && reveal.error.status === 402 ? 'no_credits' : 'failed';
  const contacts = revealed?.contacts ?? details.contacts;

  let body;
  if (contacts) {
    body = (
      <>
        <ContactList contacts={contacts} />
        {revealed && (
          <p role="status" className={styles.muted}>
            {revealed.charged
              ? t('contacts.spent', { count: details.revealCost, balance: formatNumber(locale, revealed.credits) })
              : t('contacts.notCharged')}
          </p>
        )}
      </>
    );
  } else if (details.canRevealContacts) {
    const credits = session?.team?.credits;
    body = (
      <>
        <p className={styles.muted}>{t('contacts.revealHint')}</p>
        <div className={styles.reveal}>
          <Button variant="primary" loading={reveal.isPending} onClick={() => reveal.mutate()}>
            {t('contacts.reveal', { count: details.revealCost })}
          </Button>
          {credits !== undefined && <span>{t('contacts.balance', { count: credits })}</span>}
        </div>
        {failure && (
          <p role="alert" className={styles.problem}>
            {failure === 'no_credits' ? (
              <>
                {t('contacts.noCredits')} <AppLink to="/user/account">{t('contacts.accountLink')}</AppLink>
              </>
            ) : (
              t('contacts.revealFailed')
            )}
          </p>
        )}
      </>
    );
  } else if (!session) {
    body = (
      <p>
        <Trans
          t={t}
          i18nKey="contacts.signIn"
          components={{ login: <AppLink to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`} /> }}
        />
      </p>
    );
  } else {
    body = <p>{t('contacts.recruitersOnly')}</p>;
  }

  return (
    <section aria-labelledby={titleId} className={styles.contacts}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {t('contacts.title')}
      </h2>
      {body}
    </section>
  );
}
