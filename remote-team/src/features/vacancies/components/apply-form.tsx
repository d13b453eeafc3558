import { Button, Card, FormField, TextInput, useMountProps } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import { TextArea } from '../../../lib/text-area';
import { sendApplication } from '../api/vacancy-calls';

/** The public vacancy page's application form: name, e-mail, a message and a link to a CV. */
export function ApplyForm({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation('team');
  const { api, session } = useMountProps();
  const errorText = useApiErrorText();
  const [name, setName] = useState(session?.user.name ?? '');
  const [email, setEmail] = useState(session?.user.email ?? '');
  const [message, setMessage] = useState('');
  const [cvUrl, setCvUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = t('apply.nameRequired');
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) local.email = t('apply.emailInvalid');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await sendApplication(api, vacancyId, { name: name.trim(), email: email.trim(), message, ...(cvUrl.trim() ? { cvUrl: cvUrl.trim() } : {}) });
      setSent(true);
    } catch (error) {
      const fields = errorText.fields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorText.message(error));
    } finally {
      setBusy(false);
    }
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
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.grid2}>
          <FormField label={t('apply.name')} error={errors.name} required>
            <TextInput autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label={t('apply.email')} error={errors.email} required>
            <TextInput type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
        </div>
        <FormField label={t('apply.message')} error={errors.message}>
          <TextArea value={message} maxLength={5000} onChange={(event) => setMessage(event.target.value)} />
        </FormField>
        <FormField label={t('apply.cvUrl')} hint={t('apply.cvUrlHint')} error={errors.cvUrl}>
          <TextInput type="url" value={cvUrl} onChange={(event) => setCvUrl(event.target.value)} />
        </FormField>
        {failure !== null && <p role="alert">{failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={busy}>
            {t('apply.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
