import { Card, Page, PAGE_CLASSES, PageHeader, QueryView, Tag, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { listEducation } from '../api/education-calls';

/** `/education`: courses and articles in the page's language, with the user's progress. */
export function EducationPage() {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(['user', 'education', locale], (api, signal) => listEducation(api, locale, signal));
  return (
    <Page aria-labelledby="education-title">
      <PageHeader title={t('education.title')} titleId="education-title" />
      <QueryView query={query}>
        {(catalogue) => (
          <>
            <label className={PAGE_CLASSES.row}>
              {t('education.progress', { completed: catalogue.completed, total: catalogue.total })}
              <progress max={catalogue.total} value={catalogue.completed} />
            </label>
            <ul className={PAGE_CLASSES.list}>
              {catalogue.items.map((item) => (
                <li key={item.id}>
                  <Card
                    as="article"
                    headingLevel={2}
                    title={
                      <Link className={PAGE_CLASSES.link} to={`/education/${item.id}`}>
                        {item.title}
                      </Link>
                    }
                    actions={item.completed ? <Tag tone="success">{t('education.completed')}</Tag> : undefined}
                  >
                    <p>{item.summary}</p>
                    <p className={PAGE_CLASSES.row}>
                      <Tag tone="info">{t(`education.kind_${item.kind}`)}</Tag>
                      <span className={PAGE_CLASSES.muted}>{t('education.minutes', { count: item.minutes })}</span>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </Page>
  );
}
