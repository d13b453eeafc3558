import { useQuery } from '@tanstack/react-query';
import { AppLink, Card, EmptyState, QueryView, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { EDUCATION_KEY, listEducation } from '../api/list-education';
import { ContinueCard } from './continue-card';
import styles from './education.module.css';

/** The dashboard widget: where the user left off in the education section. Links go through the host. */
export function EducationContinueWidget() {
  const { t } = useTranslation('user');
  const { api, locale } = useMountProps();
  const session = useSession();
  // Failures stay inside the widget: it never takes over the dashboard with an error screen.
  const query = useQuery({
    queryKey: [...EDUCATION_KEY, 'catalogue', locale, {}],
    queryFn: ({ signal }) => listEducation(api, locale, {}, signal),
    enabled: session !== null,
  });
  if (session === null) return null;
  return (
    <QueryView query={query} lines={2}>
      {(catalogue) =>
        catalogue.continue === null ? (
          // Flat: the host's dashboard card is the widget's surface (no card within a card).
          <Card flat title={t('widgets.education-continue.title')}>
            <EmptyState
              headingLevel={3}
              title={t('widgets.education-continue.empty')}
              action={
                <AppLink to="/education" className={styles.titleLink}>
                  {t('widgets.education-continue.browse')}
                </AppLink>
              }
            />
          </Card>
        ) : (
          <ContinueCard target={catalogue.continue} flat />
        )
      }
    </QueryView>
  );
}
