import {
  Button,
  Card,
  FormField,
  PAGE_CLASSES,
  TextArea,
  TextInput,
  useApiForm,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { type FormEvent, useState } from 'react';
import { previewMailing, sendMailing } from '../api/mailing-calls';
import { MailingPreviewPanel } from './mailing-preview';
import { RecipientsPicker } from './recipients-picker';
import type { Mailing, MailingCvRef, MailingInput, MailingPreview, MailingRecipientsInput } from '@platform/contract';

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
 * first, and sending is possible once the preview shows the current text and recipients.
 */
export function MailingForm({ vacancyId, onSent }: { vacancyId: number; onSent: (mailing: Mailing) => void }) {
  const { t } = useTranslation('team');
  const { api, toast } = useMountProps();
  const form = useApiForm('team');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [recipients, setRecipients] = useState<MailingRecipientsInput | null>(null);
  const [preview, setPreview] = useState<{ input: MailingInput; result: MailingPreview } | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const current = (): MailingInput | null => (recipients === null ? null : { subject, body, recipients });
  const upToDate = preview !== null && JSON.stringify(preview.input) === JSON.stringify(current());

  const localErrors = () => {
    const errors: Record<string, string> = {};
    if (subject.trim() === '') errors.subject = t('mailings.subjectRequired');
    if (body.trim() === '') errors.body = t('mailings.bodyRequired');
    if (recipients === null) errors.recipients = t('mailings.recipientsRequired');
    return errors;
  };

  const runPreview = async (recipient?: MailingCvRef) => {
    const input = current();
    await form.submit(localErrors(), async () => {
      if (input === null) return;
      const result = await previewMailing(api, vacancyId, { ...input, ...(recipient === undefined ? {} : { recipient }) });
      setPreview({ input, result });
    });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const input = current();
    if (!upToDate || input === null) {
      await runPreview();
      return;
    }
    await form.submit({}, async () => {
      const mailing = await sendMailing(api, vacancyId, input, idempotencyKey);
      toast.show({ type: 'success', message: t('mailings.queued', { count: mailing.progress.total - mailing.progress.skipped }) });
      setSubject('');
      setBody('');
      setPreview(null);
      setIdempotencyKey(newIdempotencyKey());
      onSent(mailing);
    });
  };

  const variables = ['{name}', '{vacancy}', '{team}', '{sender}'].join(' ');
  return (
    <Card title={t('mailings.new')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void send(event)} noValidate>
        <FormField label={t('mailings.subject')} error={form.errors.subject} required>
          <TextInput value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
        </FormField>
        <FormField label={t('mailings.body')} hint={t('mailings.variables', { variables })} error={form.errors.body} required>
          <TextArea value={body} maxLength={10000} rows={8} onChange={(event) => setBody(event.target.value)} />
        </FormField>
        <RecipientsPicker onChange={setRecipients} error={form.errors.recipients ?? form.errors['recipients.cvs'] ?? form.errors['recipients.list'] ?? form.errors['recipients.stage']} />
        {preview !== null && <MailingPreviewPanel preview={preview.result} onPick={(recipient) => void runPreview(recipient)} />}
        {form.failure !== null && <p role="alert">{form.failure}</p>}
        <div className={PAGE_CLASSES.row}>
          <Button onClick={() => void runPreview()} loading={form.busy && !upToDate}>
            {t('mailings.preview')}
          </Button>
          <Button htmlType="submit" variant="primary" disabled={!upToDate} loading={form.busy && upToDate}>
            {t('mailings.send')}
          </Button>
          {!upToDate && <span className={PAGE_CLASSES.muted}>{t('mailings.previewFirst')}</span>}
        </div>
      </form>
    </Card>
  );
}
