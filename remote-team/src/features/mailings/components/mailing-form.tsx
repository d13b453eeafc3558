import { Button, Card, FormField, Select, TextInput, useApiQuery, useMountProps } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import { TextArea } from '../../../lib/text-area';
import { listFavouriteLists, type Mailing, type MailingRecipients, sendMailing } from '../api/mailing-calls';

/** Default number of search results a mailing reaches. */
const DEFAULT_LIMIT = 20;

/** Writes and sends a mailing: subject and body templates, and recipients from favourites or a search. */
export function MailingForm({ vacancyId, onSent }: { vacancyId: number; onSent: (mailing: Mailing) => void }) {
  const { t } = useTranslation('team');
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText();
  const lists = useApiQuery(['favourite-lists'], (signal) => listFavouriteLists(api, signal));
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [source, setSource] = useState<'favourites' | 'search'>('favourites');
  const [list, setList] = useState('');
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(String(DEFAULT_LIMIT));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chosenList = list || lists.data?.[0]?.name || '';
  const listLabel = (name: string) => (name === 'default' ? t('mailings.defaultList') : name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (subject.trim() === '') local.subject = t('mailings.subjectRequired');
    if (body.trim() === '') local.body = t('mailings.bodyRequired');
    if (source === 'favourites' && chosenList === '') local['recipients.list'] = t('mailings.listRequired');
    const count = Number(limit);
    if (source === 'search' && !(Number.isInteger(count) && count >= 1 && count <= 100)) local['recipients.limit'] = t('mailings.limitRange');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    const recipients: MailingRecipients =
      source === 'favourites' ? { source, list: chosenList } : { source, criteria: text.trim() ? { text: text.trim() } : {}, limit: count };
    setBusy(true);
    try {
      const mailing = await sendMailing(api, vacancyId, { subject, body, recipients });
      toast.show({ type: 'success', message: t('mailings.sent', { count: mailing.sent }) });
      setSubject('');
      setBody('');
      onSent(mailing);
    } catch (error) {
      const fields = errorText.fields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorText.message(error));
    } finally {
      setBusy(false);
    }
  };

  const criteriaError = Object.entries(errors).find(([path]) => path.startsWith('recipients.criteria'))?.[1];
  return (
    <Card title={t('mailings.new')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('mailings.subject')} error={errors.subject} required>
          <TextInput value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
        </FormField>
        <FormField label={t('mailings.body')} hint={t('mailings.placeholders', { nameTag: '{{name}}', vacancyTag: '{{vacancy}}' })} error={errors.body} required>
          <TextArea value={body} maxLength={10000} onChange={(event) => setBody(event.target.value)} />
        </FormField>
        <fieldset className={styles.form}>
          <legend>{t('mailings.recipients')}</legend>
          <label className={styles.row}>
            <input type="radio" name="source" value="favourites" checked={source === 'favourites'} onChange={() => setSource('favourites')} />
            {t('mailings.fromFavourites')}
          </label>
          <label className={styles.row}>
            <input type="radio" name="source" value="search" checked={source === 'search'} onChange={() => setSource('search')} />
            {t('mailings.fromSearch')}
          </label>
          {source === 'favourites' ? (
            <FormField
              label={t('mailings.list')}
              hint={lists.data?.length === 0 ? t('mailings.noLists') : undefined}
              error={errors['recipients.list']}
            >
              <Select
                value={chosenList}
                onChange={(event) => setList(event.target.value)}
                options={(lists.data ?? []).map((item) => ({ value: item.name, label: t('mailings.listOption', { name: listLabel(item.name), count: item.count }) }))}
                placeholder={lists.loading ? t('common.loading') : undefined}
              />
            </FormField>
          ) : (
            <div className={styles.grid2}>
              <FormField label={t('mailings.searchText')} hint={t('mailings.searchHint')} error={criteriaError}>
                <TextInput value={text} onChange={(event) => setText(event.target.value)} />
              </FormField>
              <FormField label={t('mailings.limit')} error={errors['recipients.limit']}>
                <TextInput type="number" min={1} max={100} value={limit} onChange={(event) => setLimit(event.target.value)} />
              </FormField>
            </div>
          )}
        </fieldset>
        {failure !== null && <p role="alert">{failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={busy}>
            {t('mailings.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
