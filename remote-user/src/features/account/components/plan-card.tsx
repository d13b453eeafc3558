import type { Account } from '@platform/contract';
import { Card, formatDate, formatNumber, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

/** Plans by their stored name; a plan this page does not know yet shows by that name. */
const PLAN_NAMES: Readonly<Record<string, string>> = { starter: 'account.planNames.starter' };

/** The team's plan and credits, and the promo codes this user activated. */
export function PlanCard({ account }: { account: Account }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const planText = (plan: string) => {
    const key = PLAN_NAMES[plan];
    return key === undefined ? plan : t(key);
  };
  return (
    <Card title={t('account.plan')}>
      {account.team ? (
        <dl className={PAGE_CLASSES.grid2}>
          <div>
            <dt className={PAGE_CLASSES.muted}>{t('account.team')}</dt>
            <dd>{account.team.name}</dd>
          </div>
          <div>
            <dt className={PAGE_CLASSES.muted}>{t('account.planName')}</dt>
            <dd>{planText(account.team.plan)}</dd>
          </div>
          <div>
            <dt className={PAGE_CLASSES.muted}>{t('account.credits')}</dt>
            <dd>{formatNumber(locale, account.team.credits)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('account.noTeam')}</p>
      )}
      <h3>{t('account.promoHistory')}</h3>
      {account.promoHistory.length === 0 ? (
        <p className={PAGE_CLASSES.muted}>{t('account.noPromos')}</p>
      ) : (
        <table className={PAGE_CLASSES.table}>
          <caption className={PAGE_CLASSES.muted}>{t('account.promoCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.promoCode')}</th>
              <th scope="col">{t('account.promoCredits')}</th>
              <th scope="col">{t('account.promoDate')}</th>
            </tr>
          </thead>
          <tbody>
            {account.promoHistory.map((promo) => (
              <tr key={`${promo.campaign}-${promo.activatedAt}`}>
                <td>{promo.campaign}</td>
                <td>+{formatNumber(locale, promo.credits)}</td>
                <td>{formatDate(locale, promo.activatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
