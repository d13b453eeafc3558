import { Card, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../../lib/area.module.css';
import { QueryView } from '../../../lib/query-view';
import { useAreaQuery } from '../../../lib/use-area-query';
import { listEducation } from '../api/education-calls';

/** `/education`: courses and articles in the page's language, with the user's progress. */
export function EducationPage() {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(['education', locale], (api, signal) => listEducation(api, locale, signal));
  return (
    <section className={styles.page} aria-labelledby="education-title">
      <h1 id="education-title" className={styles.title}>
        {t('education.title')}
      </h1>
      <QueryView query={query}>
        {(catalogue) => (
          <>
            <label className={styles.row}>
              {t('education.progress', { completed: catalogue.completed, total: catalogue.total })}
              <progress max={catalogue.total} value={catalogue.completed} />
            </label>
            <ul className={styles.list}>
              {catalogue.items.map((item) => (
                <li key={item.id}>
                  <Card
                    as="article"
                    headingLevel={2}
                    title={
                      <Link className={styles.link} to={`/education/${item.id}`}>
                        {item.title}
                      </Link>
                    }
                    actions={item.completed ? <Tag tone="success">{t('education.completed')}</Tag> : undefined}
                  >
                    <p>{item.summary}</p>
                    <p className={styles.row}>
                      <Tag tone="info">{t(`education.kind_${item.kind}`)}</Tag>
                      <span className={styles.muted}>{t('education.minutes', { count: item.minutes })}</span>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </section>
  );
}
