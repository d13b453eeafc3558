import { useState } from 'react';
import { TOAST_TYPES, type ToastApi, type ToastType } from '@platform/contract';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS, FormField, Switch, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { KitRow, KitSection } from './kit-section';
import styles from './ui-kit-pages.module.css';
import { useUiKitMessages } from './use-ui-kit-messages';

export interface UiKitPageProps {
  toast: ToastApi;
  /** The second UI-kit page in the current locale. */
  otherPageHref: string;
}

/** `/Test`: every Button size, style type and state, the four toasts, form fields. */
export function UiKitPage({ toast, otherPageHref }: UiKitPageProps) {
  useUiKitMessages();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'uiKit' });
  useDocumentTitle(t('pageTitle', { brand: BRAND_NAME }));
  const [invalid, setInvalid] = useState(false);
  const [email, setEmail] = useState('jane@example');

  const showToast = (type: ToastType) =>
    toast.show({ type, message: t(`toasts.messages.${type}`), description: t('toasts.description'), showProgress: true, closeIcon: true });

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
        <Link to={otherPageHref}>{t('otherPage')} →</Link>
      </header>

      <KitSection title={t('sections.toasts')}>
        <KitRow>
          {TOAST_TYPES.map((type) => (
            <Button key={type} variant={type} onClick={() => showToast(type)}>
              {t(`toasts.${type}`)}
            </Button>
          ))}
          <Button
            variant="ghost"
            onClick={() => toast.show({ type: 'info', message: t('toasts.messages.sticky'), duration: 0, closeIcon: true })}
          >
            {t('toasts.sticky')}
          </Button>
        </KitRow>
      </KitSection>

      <KitSection title={t('sections.buttons')}>
        <KitRow caption={t('sections.sizes')}>
          {BUTTON_SIZES.map((size) => (
            <Button key={size} size={size} variant="primary">
              {`${t('button.label')} ${size}`}
            </Button>
          ))}
        </KitRow>
        <KitRow caption={t('sections.variants')}>
          {BUTTON_VARIANTS.map((variant) => (
            <span key={variant} className={variant === 'ghost-white' ? styles.onAction : undefined}>
              <Button variant={variant}>{variant}</Button>
            </span>
          ))}
        </KitRow>
        <KitRow caption={t('sections.states')}>
          <Button variant="primary" disabled>
            {t('button.disabled')}
          </Button>
          <Button variant="primary" loading>
            {t('button.loading')}
          </Button>
          <Button variant="secondary" href={otherPageHref}>
            {t('button.link')}
          </Button>
          <Button variant="tertiary" keyboard={false}>
            {t('button.noKeyboard')}
          </Button>
        </KitRow>
        <KitRow caption={t('sections.icons')}>
          <Button variant="default" icon="←" iconPlacement="left">
            {t('button.iconLeft')}
          </Button>
          <Button variant="default" icon="→" iconPlacement="right">
            {t('button.iconRight')}
          </Button>
        </KitRow>
      </KitSection>

      <KitSection title={t('sections.fields')}>
        <Switch label={t('fields.validity')} checked={invalid} onChange={setInvalid} />
        <div className={styles.fields}>
          <FormField label={t('fields.name')} hint={t('fields.nameHint')} required valid={!invalid}>
            <TextInput defaultValue="Jane Doe" autoComplete="off" />
          </FormField>
          <FormField label={t('fields.email')} valid={!invalid} error={invalid ? t('fields.emailError') : undefined}>
            <TextInput type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <FormField label={t('fields.salary')} valid={!invalid}>
            <TextInput type="number" inputMode="numeric" defaultValue={250000} />
          </FormField>
          <FormField label={t('fields.disabled')}>
            <TextInput disabled defaultValue="—" />
          </FormField>
        </div>
      </KitSection>
    </div>
  );
}
