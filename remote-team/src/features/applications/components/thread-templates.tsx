import { useState } from 'react';
import { MESSAGE_TEMPLATE_NAME_MAX_LENGTH } from '@platform/contract';
import { Button, FormField, PAGE_CLASSES, Select, TextInput, useApiErrorText } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useAddTemplateMutation, useTemplates } from '../api/thread-calls';

/** Puts one of the team's templates into the message (its variables are filled when it is sent). */
export function TemplatePicker({ onPick }: { onPick: (body: string) => void }) {
  const { t } = useTranslation('team');
  const templates = useTemplates().data?.items ?? [];
  if (templates.length === 0) return null;
  return (
    <Select
      aria-label={t('thread.templates.insert')}
      value=""
      onChange={(event) => {
        const template = templates.find((item) => String(item.id) === event.target.value);
        if (template) onPick(template.body);
      }}
      options={[{ value: '', label: t('thread.templates.choose') }, ...templates.map((item) => ({ value: String(item.id), label: item.name }))]}
    />
  );
}

/** Keeps the message being written as a team template, under a name. */
export function SaveTemplate({ body }: { body: () => string }) {
  const { t } = useTranslation('team');
  const errorText = useApiErrorText('team');
  const add = useAddTemplateMutation();
  // What the recruiter types into the name field: form input, not server data.
  const [name, setName] = useState('');
  const save = () => {
    add.mutate({ name, body: body() }, { onSuccess: () => setName('') });
  };
  return (
    <div className={PAGE_CLASSES.row}>
      <FormField label={t('thread.templates.name')} hint={t('thread.templates.hint')}>
        <TextInput value={name} maxLength={MESSAGE_TEMPLATE_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Button size="small" loading={add.isPending} disabled={name.trim() === ''} onClick={save}>
        {t('thread.templates.save')}
      </Button>
      {add.isError && <p role="alert">{errorText.message(add.error)}</p>}
      {add.isSuccess && <p role="status">{t('thread.templates.saved')}</p>}
    </div>
  );
}
