import { useState } from 'react';
import { localizePath } from '@platform/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  FormField,
  PAGE_CLASSES,
  TextInput,
  useApiErrorText,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { deleteAccount, EXPORT_URL } from '../api/account-calls';

/** Loads a URL as a new page (a full load, not a client-side navigation). Replaceable in tests. */
export type PageLoader = (url: string) => void;

/** The data export and the account's deletion (password to confirm). */
export function DangerZone({ loadPage }: { loadPage: PageLoader }) {
  const { t } = useTranslation('user');
  const { api, locale } = useMountProps();
  const errorText = useApiErrorText('user');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (password === '') {
      setError(t('account.passwordToConfirm'));
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(api, password);
      // Signed out now: a fresh page load resets the host's session everywhere.
      loadPage(localizePath('/', locale));
    } catch (failure) {
      const fields = errorText.fields(failure);
      setError(fields.password ?? errorText.message(failure));
      setBusy(false);
    }
  };

  return (
    <Card title={t('account.data')}>
      <p>{t('account.exportText')}</p>
      <p>
        <a className={PAGE_CLASSES.link} href={EXPORT_URL} download>
          {t('account.export')}
        </a>
      </p>
      <p>{t('account.deleteText')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('account.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        title={t('account.deleteTitle')}
        closeOnBackdrop={false}
        confirmLabel={t('account.deleteConfirm')}
        busy={busy}
        onConfirm={() => void confirm()}
      >
        <p>{t('account.deleteWarning')}</p>
        <FormField label={t('account.passwordToConfirm')} error={error} required>
          <TextInput type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </FormField>
      </ConfirmDialog>
    </Card>
  );
}
