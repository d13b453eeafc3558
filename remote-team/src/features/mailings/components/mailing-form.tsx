import {
  Button,
  Card,
  FormField,
  PAGE_CLASSES,
  Select,
  TextArea,
  TextInput,
  useApiForm,
  useMountProps,
} from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { listFavouriteLists, type Mailing, type MailingRecipients, sendMailing } from '../api/mailing-calls';

/** Default number of search results a mailing reaches. */
const DEFAULT_LIMIT = 20;

/** Writes and sends a mailing: subject and body templates, and recipients from favourites or a search. */
export function MailingForm({ vacancyId, onSent }: { vacancyId: number; onSent: (mailing: Mailing) => void }) {
  const { t } = useTranslation('team');
  const { api, toast } = useMountProps();
  const form = useApiForm('team');
  const lists = useQuery({ queryKey: ['user', 'favourite-lists'], queryFn: ({ signal }) => listFavouriteLists(api, signal) });
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [source, setSource] = useState<'favourites' | 'search'>('favourites');
  const [list, setList] = useState('');
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(String(DEFAULT_LIMIT));

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
    const recipients: MailingRecipients =
      source === 'favourites' ? { source, list: chosenList } : { source, criteria: text.trim() ? { text: text.trim() } : {}, limit: count };
    await form.submit(local, async () => {
      const mailing = await sendMailing(api, vacancyId, { subject, body, recipients });
      toast.show({ type: 'success', message: t('mailings.sent', { count: mailing.sent }) });
      setSubject('');
      setBody('');
      onSent(mailing);
    });
  };

  const criteriaError = Object.entries(form.errors).find(([path]) => path.startsWith('recipients.criteria'))?.[1];
  return (
    <Card title={t('mailings.new')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('mailings.subject')} error={form.errors.subject} required>
          <TextInput value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
        </FormField>
        <FormField label={t('mailings.body')} hint={t('mailings.placeholders', { nameTag: '{{name}}', vacancyTag: '{{vacancy}}' })} error={form.errors.body} required>
          <TextArea value={body} maxLength={10000} onChange={(event) => setBody(event.target.value)} />
        </FormField>
        <fieldset className={PAGE_CLASSES.form}>
          <legend>{t('mailings.recipients')}</legend>
          <label className={PAGE_CLASSES.row}>
            <input type="radio" name="source" value="favourites" checked={source === 'favourites'} onChange={() => setSource('favourites')} />
            {t('mailings.fromFavourites')}
          </label>
          <label className={PAGE_CLASSES.row}>
            <input type="radio" name="source" value="search" checked={source === 'search'} onChange={() => setSource('search')} />
            {t('mailings.fromSearch')}
          </label>
          {source === 'favourites' ? (
            <FormField
              label={t('mailings.list')}
              hint={lists.data?.length === 0 ? t('mailings.noLists') : undefined}
              error={form.errors['recipients.list']}
            >
              <Select
                value={chosenList}
                onChange={(event) => setList(event.target.value)}
                options={(lists.data ?? []).map((item) => ({ value: item.name, label: t('mailings.listOption', { name: listLabel(item.name), count: item.count }) }))}
                placeholder={lists.isPending ? t('common.loading') : undefined}
              />
            </FormField>
          ) : (
            <div className={PAGE_CLASSES.grid2}>
              <FormField label={t('mailings.searchText')} hint={t('mailings.searchHint')} error={criteriaError}>
                <TextInput value={text} onChange={(event) => setText(event.target.value)} />
              </FormField>
              <FormField label={t('mailings.limit')} error={form.errors['recipients.limit']}>
                <TextInput type="number" min={1} max={100} value={limit} onChange={(event) => setLimit(event.target.value)} />
              </FormField>
            </div>
          )}
        </fieldset>
        {form.failure !== null && <p role="alert">{form.failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={form.busy}>
            {t('mailings.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
