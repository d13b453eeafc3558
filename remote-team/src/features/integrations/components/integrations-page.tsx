import { useRef } from 'react';
import { Card, Page, PAGE_CLASSES, PageHeader, QueryView, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { useCreateWebhookMutation } from '../api/create-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';
import { WebhookSecret } from './webhook-secret';

/** The owner's part: the list, the secret of a webhook just added, and the form. */
function OwnerWebhooks() {
  const query = useWebhooks();
  const create = useCreateWebhookMutation();
  const listRef = useRef<HTMLDivElement>(null);
  const created = create.data;
  // The panel and the button that closed it go: the focus moves on to the list, where the new webhook is.
  const forgetSecret = () => {
    create.reset();
    listRef.current?.focus();
  };

  return (
    <>
      {created !== undefined && <WebhookSecret url={created.webhook.url} secret={created.secret} onDone={forgetSecret} />}
      <QueryView query={query}>{({ items }) => <WebhookList webhooks={items} listRef={listRef} />}</QueryView>
      <WebhookForm
        onCreate={async (input) => {
          await create.mutateAsync(input);
        }}
      />
    </>
  );
}

/**
 * `/team/integrations`: the team's webhooks. They send the team's data to other systems, so only
 * its owners manage them (the API answers 403 to everyone else); anyone else reads why, and no
 * call is made for them.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('team');
  const session = useSession();
  const owner = session?.team?.role === 'owner';

  return (
    <Page aria-labelledby="integrations-title">
      <PageHeader title={t('integrations.title')} titleId="integrations-title" actions={<Link to="/team" className={PAGE_CLASSES.link}>{t('integrations.backToTeam')}</Link>} />
      <p>{t('integrations.intro')}</p>
      {owner ? (
        <OwnerWebhooks />
      ) : (
        <Card title={t('integrations.ownersOnlyTitle')}>
          <p>{t('integrations.ownersOnly')}</p>
        </Card>
      )}
    </Page>
  );
}
