import { Card, Page, PAGE_CLASSES, PageHeader, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, useSearchParams } from '@platform/shared/router';
import { AuditSection } from './audit-section';
import { ErasureSection } from './erasure-section';
import { type PrivacyTab, PrivacyTabs } from './privacy-tabs';
import { RetentionSection } from './retention-section';

const SECTIONS = ['retention', 'erasure', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

function isSection(value: string | null): value is Section {
  return SECTIONS.some((section) => section === value);
}

/** The owner's part: the three sections as tabs, the open one in the address (`?tab=audit`). */
function OwnerSections() {
  const { t } = useTranslation('team');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const selected: Section = isSection(tab) ? tab : 'retention';
  const tabs: Array<PrivacyTab<Section>> = SECTIONS.map((name) => ({ name, label: t(`privacy.tabs.${name}`) }));
  // Another tab starts without the last one's filters.
  const select = (name: Section) => setParams(name === 'retention' ? {} : { tab: name }, { replace: true });

  return (
    <PrivacyTabs label={t('privacy.tabs.label')} tabs={tabs} selected={selected} onSelect={select}>
      {selected === 'retention' && <RetentionSection />}
      {selected === 'erasure' && <ErasureSection />}
      {selected === 'audit' && <AuditSection />}
    </PrivacyTabs>
  );
}

/**
 * `/team/privacy`: the personal data the team keeps (docs/privacy.md). The retention rule and its
 * dry run, people's erasure requests, and the audit of who touched a CV's personal data. Only the
 * team's owners decide these (the API answers 403 to everyone else); anyone else reads why, and no
 * call is made for them.
 */
export function PrivacyPage() {
  const { t } = useTranslation('team');
  const session = useSession();
  const owner = session?.team?.role === 'owner';

  return (
    <Page aria-labelledby="privacy-title">
      <PageHeader title={t('privacy.title')} titleId="privacy-title" actions={<Link to="/team" className={PAGE_CLASSES.link}>{t('privacy.backToTeam')}</Link>} />
      <p>{t('privacy.intro')}</p>
      {owner ? (
        <OwnerSections />
      ) : (
        <Card title={t('privacy.ownersOnlyTitle')}>
          <p>{t('privacy.ownersOnly')}</p>
        </Card>
      )}
    </Page>
  );
}
