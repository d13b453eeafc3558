import { passwordChangeSchema } from '@platform/contract';
import { Button, Card, FormField, PAGE_CLASSES, TextInput, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { changePassword } from '../api/account-calls';

/** The password change; a wrong current password comes back from the API on its field. */
export function PasswordForm() {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const { form, errorOf, busy, onSubmit } = useSchemaForm(passwordChangeSchema, {
    namespace: 'user',
    defaultValues: { currentPassword: '', newPassword: '' },
    messages: { 'currentPassword:too_small': t('account.currentRequired'), 'newPassword:too_small': t('account.passwordTooShort') },
    onFailure: (message) => toast.show({ type: 'error', message }),
  });

  return (
    <Card title={t('account.password')}>
      <form
        className={PAGE_CLASSES.form}
        noValidate
        onSubmit={onSubmit(async (values) => {
          await changePassword(api, values);
          form.reset();
          toast.show({ type: 'success', message: t('account.passwordChanged') });
        })}
      >
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('account.currentPassword')} error={errorOf('currentPassword')} required>
            <TextInput type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label={t('account.newPassword')} hint={t('account.passwordHint')} error={errorOf('newPassword')} required>
            <TextInput type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
        </div>
        <div>
          <Button htmlType="submit" loading={busy}>
            {t('account.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
