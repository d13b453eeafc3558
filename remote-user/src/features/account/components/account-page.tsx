import {
  Button,
  Card,
  formatDate,
  formatNumber,
  FormField,
  Modal,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Select,
  Switch,
  TextInput,
  useApiErrorText,
  useApiForm,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { type Account, ACCOUNT_KEY, changePassword, deleteAccount, EXPORT_URL, getAccount, updateAccount } from '../api/account-calls';
import { type Locale, localizePath, type Theme } from '@platform/contract';

/** Loads a URL as a new page (a full load, not a client-side navigation). Replaceable in tests. */
export type PageLoader = (url: string) => void;

const loadWholePage: PageLoader = (url) => window.location.assign(url);

function ProfileForm({ account, loadPage }: { account: Account; loadPage: PageLoader }) {
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
      const saved = await updateAccount(api, { name: name.trim(), locale, theme });
      if (saved.locale !== account.locale || saved.theme !== account.theme) {
        // Locale and theme belong to the host: it sets them up once at page load (the locale from
        // the URL prefix and its cookie, the theme before the first paint). A remote changing them
        // in place would leave the host's header, other areas and storage out of step, so the
        // whole page is loaded again, in the chosen locale, and the host applies both.
        loadPage(localizePath('/user/account', saved.locale));
        return;
      }
      toast.show({ type: 'success', message: t('account.saved') });
      // The new name shows in the shell's header without a page load.
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
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
          <FormField label={t('account.email')} hint={t('account.emailHint')}>
            <TextInput type="email" value={account.email} readOnly />
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
        <p className={PAGE_CLASSES.muted}>{t('account.reloadHint')}</p>
        <div>
          <Button htmlType="submit" variant="primary" loading={form.busy}>
            {t('account.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const form = useApiForm('user', { onFailure: (message) => toast.show({ type: 'error', message }) });
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (currentPassword === '') local.currentPassword = t('account.currentRequired');
    if (newPassword.length < 8) local.newPassword = t('account.passwordTooShort');
    await form.submit(local, async () => {
      await changePassword(api, { currentPassword, newPassword });
      setCurrent('');
      setNew('');
      toast.show({ type: 'success', message: t('account.passwordChanged') });
    });
  };

  return (
    <Card title={t('account.password')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('account.currentPassword')} error={form.errors.currentPassword} required>
            <TextInput type="password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrent(event.target.value)} />
          </FormField>
          <FormField label={t('account.newPassword')} hint={t('account.passwordHint')} error={form.errors.newPassword} required>
            <TextInput type="password" autoComplete="new-password" value={newPassword} onChange={(event) => setNew(event.target.value)} />
          </FormField>
        </div>
        <div>
          <Button htmlType="submit" loading={form.busy}>
            {t('account.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PlanCard({ account }: { account: Account }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  return (
    <Card title={t('account.plan')}>
      {account.team ? (
        <dl className={PAGE_CLASSES.grid2}>
          <div>
            <dt className={PAGE_CLASSES.muted}>{t('account.team')}</dt>
            <dd>{account.team.name}</dd>
          </div>
          <div>
            <dt className={PAGE_CLASSES.muted}>{t('account.planName')}</dt>
            <dd>{account.team.plan}</dd>
          </div>
          <div>
            <dt className={PAGE_CLASSES.muted}>{t('account.credits')}</dt>
            <dd>{formatNumber(locale, account.team.credits)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('account.noTeam')}</p>
      )}
      <h3>{t('account.promoHistory')}</h3>
      {account.promoHistory.length === 0 ? (
        <p className={PAGE_CLASSES.muted}>{t('account.noPromos')}</p>
      ) : (
        <table className={PAGE_CLASSES.table}>
          <caption className={PAGE_CLASSES.muted}>{t('account.promoCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.promoCode')}</th>
              <th scope="col">{t('account.promoCredits')}</th>
              <th scope="col">{t('account.promoDate')}</th>
            </tr>
          </thead>
          <tbody>
            {account.promoHistory.map((promo) => (
              <tr key={`${promo.campaign}-${promo.activatedAt}`}>
                <td>{promo.campaign}</td>
                <td>+{formatNumber(locale, promo.credits)}</td>
                <td>{formatDate(locale, promo.activatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function DangerZone({ loadPage }: { loadPage: PageLoader }) {
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
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('account.deleteTitle')}
        closeOnBackdrop={false}
        footer={
          <div className={PAGE_CLASSES.row}>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button variant="danger" loading={busy} onClick={() => void confirm()}>
              {t('account.deleteConfirm')}
            </Button>
          </div>
        }
      >
        <p>{t('account.deleteWarning')}</p>
        <FormField label={t('account.passwordToConfirm')} error={error} required>
          <TextInput type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </FormField>
      </Modal>
    </Card>
  );
}

/** `/user/account`: profile, language and theme, password, plan and credits, promo history, export, deletion. */
export function AccountPage({ loadPage = loadWholePage }: { loadPage?: PageLoader }) {
  const { t } = useTranslation('user');
  const query = useAreaQuery(ACCOUNT_KEY, getAccount);
  return (
    <Page aria-labelledby="account-title">
      <PageHeader title={t('account.title')} titleId="account-title" />
      <QueryView query={query} lines={6}>
        {(account) => (
          <>
            <ProfileForm account={account} loadPage={loadPage} />
            <PasswordForm />
            <PlanCard account={account} />
            <DangerZone loadPage={loadPage} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
