import { Button, Card, FormField, PAGE_CLASSES, TextArea, TextInput, useApiForm, useMountProps, useSession } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { sendApplication } from '../api/vacancy-calls';

/** The public vacancy page's application form: name, e-mail, a message and a link to a CV. */
export function ApplyForm({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation('team');
  const { api } = useMountProps();
  const session = useSession();
  const form = useApiForm('team');
  const [name, setName] = useState(session?.user.name ?? '');
  const [email, setEmail] = useState(session?.user.email ?? '');
  const [message, setMessage] = useState('');
  const [cvUrl, setCvUrl] = useState('');
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = t('apply.nameRequired');
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) local.email = t('apply.emailInvalid');
    await form.submit(local, async () => {
      await sendApplication(api, vacancyId, { name: name.trim(), email: email.trim(), message, ...(cvUrl.trim() ? { cvUrl: cvUrl.trim() } : {}) });
      setSent(true);
    });
  };

  if (sent) {
    return (
      <Card title={t('apply.title')}>
        <p role="status">{t('apply.sent')}</p>
      </Card>
    );
  }
  return (
    <Card title={t('apply.title')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('apply.name')} error={form.errors.name} required>
            <TextInput autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label={t('apply.email')} error={form.errors.email} required>
            <TextInput type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
        </div>
        <FormField label={t('apply.message')} error={form.errors.message}>
          <TextArea value={message} maxLength={5000} onChange={(event) => setMessage(event.target.value)} />
        </FormField>
        <FormField label={t('apply.cvUrl')} hint={t('apply.cvUrlHint')} error={form.errors.cvUrl}>
          <TextInput type="url" value={cvUrl} onChange={(event) => setCvUrl(event.target.value)} />
        </FormField>
        {form.failure !== null && <p role="alert">{form.failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={form.busy}>
            {t('apply.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
