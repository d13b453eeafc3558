import { AppLink, Card, formatDate, PAGE_CLASSES, QueryView, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { getReveals, REVEALS_KEY } from '../api/account-calls';

/** The CVs whose contacts this recruiter revealed (each cost the team one credit), newest first. */
export function RevealsCard() {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(REVEALS_KEY, getReveals);
  return (
    <Card title={t('account.reveals')}>
      <QueryView query={query} lines={3}>
        {({ reveals }) =>
          reveals.length === 0 ? (
            <p className={PAGE_CLASSES.muted}>{t('account.noReveals')}</p>
          ) : (
            <table className={PAGE_CLASSES.table}>
              <caption className={PAGE_CLASSES.muted}>{t('account.revealsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.revealedCv')}</th>
                  <th scope="col">{t('account.revealedTitle')}</th>
                  <th scope="col">{t('account.revealedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {reveals.map((reveal) => (
                  <tr key={`${reveal.type}-${reveal.resumeId}`}>
                    <td>
                      <AppLink className={PAGE_CLASSES.link} to={`/cv/${reveal.type}/${reveal.resumeId}`}>
                        {reveal.name || t('account.unnamedCv')}
                      </AppLink>
                    </td>
                    <td>{reveal.title}</td>
                    <td>{formatDate(locale, reveal.revealedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </Card>
  );
}
