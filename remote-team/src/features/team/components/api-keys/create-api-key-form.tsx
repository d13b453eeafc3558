import { useState } from 'react';
import { API_KEY_SCOPES, apiKeyBodySchema, type CreatedApiKey } from '@platform/contract';
import { Button, Checkbox, FormField, PAGE_CLASSES, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { SCOPE_TEXT_KEYS, useCreateApiKeyMutation } from '../../api/api-key-calls';
import { CopyButton } from '../copy-button';

/** The token of a key just created, shown this once, with a button that copies it. */
function CreatedToken({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation('team');
  return (
    <div role="status">
      <p>{t('apiKeys.created', { name: created.name })}</p>
      <p className={PAGE_CLASSES.code} aria-label={t('apiKeys.tokenLabel')}>
        {created.token}
      </p>
      <CopyButton text={created.token} label={t('apiKeys.copy')} copiedText={t('apiKeys.copied')} failedText={t('apiKeys.copyFailed')} />
    </div>
  );
}

/** An owner's form for a new key: its name and scopes (checked by the contract's schema). */
export function CreateApiKeyForm() {
  const { t } = useTranslation('team');
  const create = useCreateApiKeyMutation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(apiKeyBodySchema, {
    namespace: 'team',
    defaultValues: { name: '', scopes: [] },
    messages: { name: t('apiKeys.nameRequired'), 'scopes:too_small': t('apiKeys.scopesRequired') },
  });
  const submit = onSubmit(async (values) => {
    setCreated(await create.mutateAsync(values));
    form.reset({ name: '', scopes: [] });
  });
  const scopesError = errorOf('scopes');
  return (
    <div>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="api-key-form-title">
        <h3 id="api-key-form-title">{t('apiKeys.newTitle')}</h3>
        <FormField label={t('apiKeys.name')} error={errorOf('name')} required>
          <TextInput autoComplete="off" {...form.register('name')} />
        </FormField>
        <fieldset aria-describedby={scopesError === undefined ? undefined : 'api-key-scopes-error'}>
          <legend>{t('apiKeys.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} label={t(SCOPE_TEXT_KEYS[scope])} description={scope} invalid={scopesError !== undefined} {...form.register('scopes')} />
          ))}
          {scopesError !== undefined && (
            <p id="api-key-scopes-error" role="alert">
              {scopesError}
            </p>
          )}
        </fieldset>
        {failure !== null && <p role="alert">{failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={busy}>
            {t('apiKeys.submit')}
          </Button>
        </div>
      </form>
      {created && <CreatedToken created={created} />}
    </div>
  );
}
