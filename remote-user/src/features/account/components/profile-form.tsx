import { useQueryClient } from '@tanstack/react-query';
import { type Account, accountPatchSchema } from '@platform/contract';
import { Button, Card, FormField, PAGE_CLASSES, Select, Switch, TextInput, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { ACCOUNT_KEY, updateAccount } from '../api/account-calls';

/**
 * Name, language and theme, checked by the contract's schema of `PATCH /api/user/account` (its
 * limits are the API's). Language and theme are saved on the account and follow the user to every
 * device.
 */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation('user');
  const { api, toast, session, reportError } = useMountProps();
  const queryClient = useQueryClient();
  const { form, errorOf, busy, onSubmit } = useSchemaForm(accountPatchSchema, {
    namespace: 'user',
    defaultValues: { name: account.name, locale: account.locale, theme: account.theme },
    messages: { 'name:too_small': t('account.nameRequired') },
    onFailure: (message) => toast.show({ type: 'error', message }),
  });
  const theme = form.watch('theme');

  const submit = onSubmit(async (values) => {
    await updateAccount(api, values);
    toast.show({ type: 'success', message: t('account.saved') });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    // The session carries name, language and theme: refreshed, the shell shows the new name,
    // switches the theme and opens this page in the chosen language, without a page load.
    await session.refresh().catch((error: unknown) => reportError(error, 'user: session refresh'));
  });

  return (
    <Card title={t('account.profile')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('account.name')} error={errorOf('name')} required>
            <TextInput autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField label={t('account.language')} error={errorOf('locale')}>
            <Select
              {...form.register('locale')}
              options={[
                { value: 'en', label: 'English' },
                { value: 'ru', label: 'Русский' },
              ]}
            />
          </FormField>
        </div>
        <Switch label={t('account.darkTheme')} checked={theme === 'dark'} onChange={(on) => form.setValue('theme', on ? 'dark' : 'light')} />
        <p className={PAGE_CLASSES.muted}>{t('account.everyDeviceHint')}</p>
        <div>
          <Button htmlType="submit" variant="primary" loading={busy}>
            {t('account.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
