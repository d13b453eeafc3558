import {
  Button,
  Card,
  FormField,
  PAGE_CLASSES,
  Select,
  Switch,
  TextInput,
  useApiForm,
  useMountProps,
} from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { ACCOUNT_KEY, updateAccount } from '../api/account-calls';
import type { Account, Locale, Theme } from '@platform/contract';

/** Name, language and theme. Language and theme are saved on the account and follow the user to every device. */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation('user');
  const { api, toast, session, reportError } = useMountProps();
  const queryClient = useQueryClient();
  const form = useApiForm('user', { onFailure: (message) => toast.show({ type: 'error', message }) });
  const [name, setName] = useState(account.name);
  const [locale, setLocale] = useState<Locale>(account.locale);
  const [theme, setTheme] = useState<Theme>(account.theme);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit(name.trim() === '' ? { name: t('account.nameRequired') } : {}, async () => {
      await updateAccount(api, { name: name.trim(), locale, theme });
      toast.show({ type: 'success', message: t('account.saved') });
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
      // The session carries name, language and theme: refreshed, the shell shows the new name,
      // switches the theme and opens this page in the chosen language, without a page load.
      await session.refresh().catch((error: unknown) => reportError(error, 'user: session refresh'));
    });
  };

  return (
    <Card title={t('account.profile')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('account.name')} error={form.errors.name} required>
            <TextInput autoComplete="name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label={t('account.language')} error={form.errors.locale}>
            <Select
              value={locale}
              onChange={(event) => setLocale(event.target.value === 'ru' ? 'ru' : 'en')}
              options={[
                { value: 'en', label: 'English' },
                { value: 'ru', label: 'Русский' },
              ]}
            />
          </FormField>
        </div>
        <Switch label={t('account.darkTheme')} checked={theme === 'dark'} onChange={(on) => setTheme(on ? 'dark' : 'light')} />
        <p className={PAGE_CLASSES.muted}>{t('account.everyDeviceHint')}</p>
        <div>
          <Button htmlType="submit" variant="primary" loading={form.busy}>
            {t('account.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
