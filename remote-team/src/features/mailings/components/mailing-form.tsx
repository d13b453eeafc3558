import { useState } from 'react';
import {
  MAILING_SELECTION_PARAM,
  type Mailing,
  type MailingCvRef,
  mailingInputSchema,
  type MailingPreview,
  type MailingRecipientsInput,
  parseMailingSelection,
} from '@platform/contract';
import {
  Button,
  Card,
  FormField,
  Modal,
  mustVerifyEmail,
  PAGE_CLASSES,
  TextArea,
  TextInput,
  useMountProps,
  useSession,
} from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSearchParams } from '@platform/shared/router';
import { previewMailing, sendMailing } from '../api/mailing-calls';
import { MailingPreviewPanel } from './mailing-preview';
import { RecipientsPicker } from './recipients-picker';

/**
 * A fresh key per mailing: a send retried after a lost answer creates nothing new. Random bytes
 * in UUID form (`crypto.randomUUID` exists only on HTTPS or localhost pages).
 */
function newIdempotencyKey(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Writes a mailing: subject and body with {name} {vacancy} {team} {sender}, recipients from
 * search results, a favourites list or the vacancy's applicants at a stage; a preview (any recipient, who is skipped, the cost) comes
 * first, and sending is possible once the preview shows the current text and recipients. Checked
 * by the contract's `mailingInputSchema` before either goes to the API.
 */
export function MailingForm({ vacancyId, onSent }: { vacancyId: number; onSent: (mailing: Mailing) => void }) {
  const { t } = useTranslation('team');
  const { api, toast } = useMountProps();
  // Sending waits for a verified address (the API refuses it before); the page says so above the form.
  const unverified = mustVerifyEmail(useSession());
  // CVs ticked in search ("write to selected") arrive in the address as the first recipients.
  const [params] = useSearchParams();
  const [preset] = useState(() => parseMailingSelection(params.get(MAILING_SELECTION_PARAM)));
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(mailingInputSchema, {
    namespace: 'team',
    defaultValues: { subject: '', body: '', ...(preset.length > 0 ? { recipients: { source: 'selection', cvs: preset } } : {}) },
    messages: {
      'subject:too_small': t('mailings.subjectRequired'),
      'body:too_small': t('mailings.bodyRequired'),
      recipients: t('mailings.recipientsRequired'),
    },
  });
  // What the preview was made of, as typed: sending waits until the form shows the same.
  const [preview, setPreview] = useState<{ typed: string; result: MailingPreview } | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const typed = JSON.stringify(form.watch());
  const upToDate = preview !== null && preview.typed === typed;
  // Credits are spent only after the author confirms the count and the cost the preview showed.
  const [confirming, setConfirming] = useState(false);

  const chooseRecipients = (recipients: MailingRecipientsInput | null) => {
    if (recipients === null) form.resetField('recipients');
    else form.setValue('recipients', recipients, { shouldValidate: form.formState.isSubmitted });
  };

  const run = (action: 'preview' | 'send' | 'confirmed', recipient?: MailingCvRef) =>
    onSubmit(async (values) => {
      if (action === 'preview' || !upToDate) {
        const result = await previewMailing(api, vacancyId, { ...values, ...(recipient === undefined ? {} : { recipient }) });
        setPreview({ typed: JSON.stringify(form.getValues()), result });
        return;
      }
      if (action === 'send' && preview.result.cost.credits > 0) {
        setConfirming(true);
        return;
      }
      setConfirming(false);
      const mailing = await sendMailing(api, vacancyId, values, idempotencyKey);
      toast.show({ type: 'success', message: t('mailings.queued', { count: mailing.progress.total - mailing.progress.skipped }) });
      // The recipients stay picked for the next mailing; the defaults stay without any (see `chooseRecipients`).
      form.setValue('subject', '');
      form.setValue('body', '');
      setPreview(null);
      setIdempotencyKey(newIdempotencyKey());
      onSent(mailing);
    });

  const variables = ['{name}', '{vacancy}', '{team}', '{sender}'].join(' ');
  const recipientsError =
    errorOf('recipients') ?? errorOf('recipients.cvs') ?? errorOf('recipients.list') ?? errorOf('recipients.stage') ?? errorOf('recipients.criteria');
  return (
    <Card title={t('mailings.new')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void run('send')(event)} noValidate>
        <FormField label={t('mailings.subject')} error={errorOf('subject')} required>
          <TextInput maxLength={200} {...form.register('subject')} />
        </FormField>
        <FormField label={t('mailings.body')} hint={t('mailings.variables', { variables })} error={errorOf('body')} required>
          <TextArea maxLength={10000} rows={8} {...form.register('body')} />
        </FormField>
        <RecipientsPicker onChange={chooseRecipients} error={recipientsError} preset={preset} />
        {preview !== null && <MailingPreviewPanel preview={preview.result} onPick={(recipient) => void run('preview', recipient)()} />}
        {failure !== null && <p role="alert">{failure}</p>}
        <div className={PAGE_CLASSES.row}>
          <Button onClick={() => void run('preview')()} loading={busy && !upToDate}>
            {t('mailings.preview')}
          </Button>
          <Button htmlType="submit" variant="primary" disabled={!upToDate || unverified} loading={busy && upToDate}>
            {t('mailings.send')}
          </Button>
          {unverified ? (
            <span className={PAGE_CLASSES.muted}>{t('mailings.verifyFirst')}</span>
          ) : (
            !upToDate && <span className={PAGE_CLASSES.muted}>{t('mailings.previewFirst')}</span>
          )}
        </div>
      </form>
      {preview !== null && (
        <Modal
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('mailings.confirmTitle', { count: preview.result.recipients.reachable })}
          size="small"
          footer={
            <div className={PAGE_CLASSES.row}>
              <Button variant="primary" loading={busy} onClick={() => void run('confirmed')()}>
                {t('mailings.confirmSend', { count: preview.result.cost.credits })}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          }
        >
          <p>{t('mailings.confirmText', { count: preview.result.cost.credits, balance: preview.result.cost.balance })}</p>
        </Modal>
      )}
    </Card>
  );
}
