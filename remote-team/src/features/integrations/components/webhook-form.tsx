import { useId } from 'react';
import { WEBHOOK_EVENTS, type WebhookCreate, webhookCreateSchema } from '@platform/contract';
import { ApiError, Button, Card, Checkbox, FormField, isApiError, PAGE_CLASSES, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { eventLabelKey } from './event-label';
import styles from './integrations.module.css';

export interface WebhookFormProps {
  /** Registers the endpoint; a refusal's field errors show at the fields. */
  onCreate: (input: WebhookCreate) => Promise<void>;
}

/**
 * The owner's form to add a webhook: its URL and the events it receives, one checkbox each.
 * Checked by the contract's schema of `POST /api/team/webhooks` (its limits, never copied); what
 * the API refuses (an http:// address in production, too many webhooks) shows at the field it names.
 */
export function WebhookForm({ onCreate }: WebhookFormProps) {
  const { t } = useTranslation('team');
  const errorId = useId();
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(webhookCreateSchema, {
    namespace: 'team',
    defaultValues: { url: '', events: [] },
    messages: { url: t('integrations.form.urlInvalid'), 'url:too_big': t('integrations.form.urlTooLong'), events: t('integrations.form.eventsRequired') },
  });
  const eventsError = errorOf('events');

  const submit = onSubmit(async (values) => {
    try {
      await onCreate(values);
    } catch (error) {
      // The API names the URL in this refusal, but no address would do: the form says why as a whole.
      if (isApiError(error) && error.code === 'too_many_webhooks') throw new ApiError({ status: error.status, code: error.code, message: error.message, cause: error });
      throw error;
    }
    form.reset({ url: '', events: [] });
  });

  return (
    <Card title={t('integrations.form.title')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('integrations.form.url')} hint={t('integrations.form.urlHint')} error={errorOf('url')} required>
          <TextInput type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://" {...form.register('url')} />
        </FormField>
        <fieldset className={styles.eventChoices} aria-describedby={eventsError === undefined ? undefined : errorId} aria-invalid={eventsError !== undefined || undefined}>
          <legend className={styles.legend}>{t('integrations.form.events')}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              value={event}
              label={t(eventLabelKey(event) ?? event)}
              description={<code>{event}</code>}
              invalid={eventsError !== undefined}
              {...form.register('events')}
            />
          ))}
        </fieldset>
        {eventsError !== undefined && (
          <p id={errorId} className={styles.error}>
            <span className={styles.errorMark} aria-hidden="true">
              !
            </span>
            {eventsError}
          </p>
        )}
        {failure !== null && <p role="alert">{failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={busy}>
            {t('integrations.form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
