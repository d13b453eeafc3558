import { type FormEvent, useState } from 'react';
import { type Locale, localizePath } from '@platform/contract';
import { Button, FormField, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './landing-page.module.css';

export interface LandingPageProps {
  locale: Locale;
  /** Opens the search with the query (the app sends it to `/ru/search?q=…`). */
  onSearch: (query: string) => void;
}

/** The public Russian main page: what the site is, and a search box that opens the search. */
export function LandingPage({ locale, onSearch }: LandingPageProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'landing' });
  const [query, setQuery] = useState('');
  useDocumentTitle(t('pageTitle', { brand: BRAND_NAME }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <div className={styles.landing}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <form role="search" className={styles.search} onSubmit={submit}>
          <FormField label={t('searchLabel')} labelHidden className={styles.field}>
            <TextInput type="search" name="q" value={query} placeholder={t('searchPlaceholder')} onChange={(event) => setQuery(event.target.value)} />
          </FormField>
          <Button htmlType="submit" variant="primary" size="large">
            {t('searchButton')}
          </Button>
        </form>
      </section>
      <section className={styles.points}>
        <article className={styles.point}>
          <h2>{t('forRecruiters')}</h2>
          <p>{t('forRecruitersText')}</p>
          <Link className={styles.pointLink} to={localizePath('/register', locale)}>
            {t('forRecruitersLink')}
          </Link>
        </article>
        <article className={styles.point}>
          <h2>{t('forCandidates')}</h2>
          <p>{t('forCandidatesText')}</p>
          <Link className={styles.pointLink} to={localizePath('/vacancies', locale)}>
            {t('forCandidatesLink')}
          </Link>
        </article>
      </section>
    </div>
  );
}
