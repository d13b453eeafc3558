import { useEffect, useId, useRef } from 'react';
import { Button, Card, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './integrations.module.css';

/** How a receiver checks a delivery with the Standard Webhooks library for Node.js. */
const VERIFY_EXAMPLE = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.PLATFORM_WEBHOOK_SECRET);
// The raw body as received and the request's headers;
// throws if the signature is forged or older than 5 minutes.
const event = webhook.verify(rawBody, request.headers);`;

export interface WebhookSecretProps {
  url: string;
  secret: string;
  /** The owner has saved the secret: the panel goes, and the secret with it. */
  onDone: () => void;
}

/**
 * The signing secret of a webhook just added. The API shows it this once (it keeps only what it
 * needs to sign), so the panel takes the focus when it appears, offers a copy button and says so.
 */
export function WebhookSecret({ url, secret, onDone }: WebhookSecretProps) {
  const { t } = useTranslation('team');
  const { toast } = useMountProps();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Keyboard and screen reader users land on what they must act on now.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show({ type: 'success', message: t('integrations.secret.copied') });
    } catch {
      toast.show({ type: 'error', message: t('integrations.secret.copyFailed') });
    }
  };

  return (
    <Card title={t('integrations.secret.title')} headingLevel={2}>
      <div ref={panelRef} className={styles.secret} tabIndex={-1} role="group" aria-labelledby={titleId} data-secret-panel="">
        <p id={titleId}>
          <strong>{t('integrations.secret.shownOnce', { url })}</strong>
        </p>
        <div>
          <p className={PAGE_CLASSES.muted}>
            {t('integrations.secret.label')}
          </p>
          <p className={styles.secretValue}>
            {secret}
          </p>
        </div>
        <div className={PAGE_CLASSES.row}>
          <Button variant="primary" onClick={() => void copy()}>
            {t('integrations.secret.copy')}
          </Button>
          <Button onClick={onDone}>{t('integrations.secret.done')}</Button>
        </div>
        <p>{t('integrations.secret.example')}</p>
        <pre className={styles.example} tabIndex={0} role="region" aria-label={t('integrations.secret.exampleLabel')}>
          <code>{VERIFY_EXAMPLE}</code>
        </pre>
      </div>
    </Card>
  );
}
