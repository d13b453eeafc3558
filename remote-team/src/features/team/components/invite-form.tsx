import { useState } from 'react';
import { type CreatedInvitation, invitationBodySchema } from '@platform/contract';
import { Button, Card, FormField, mustVerifyEmail, PAGE_CLASSES, Select, TextInput, useMountProps, useSession } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { inviteMember } from '../api/team-calls';
import { CopyButton } from './copy-button';

/**
 * Owners' and admins' form to invite a colleague by e-mail; shows the link to send them. Checked
 * by the contract's schema of `POST /api/team/invitations`.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation('team');
  const { api, locale } = useMountProps();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  // Invitations wait for a verified address (the API refuses them before); the page says so above.
  const unverified = mustVerifyEmail(useSession());
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(invitationBodySchema, {
    namespace: 'team',
    defaultValues: { email: '', role: 'member' },
  });

  const submit = onSubmit(async (values) => {
    setCreated(await inviteMember(api, values));
    form.reset({ email: '', role: values.role });
    onInvited();
  });

  const link = created ? `${window.location.origin}${locale === 'ru' ? '/ru' : ''}${created.acceptPath}` : '';
  return (
    <Card title={t('invite.title')}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={PAGE_CLASSES.grid2}>
          <FormField label={t('invite.email')} error={errorOf('email')} required>
            <TextInput type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label={t('invite.role')} error={errorOf('role')}>
            <Select
              {...form.register('role')}
              options={[
                { value: 'member', label: t('roles.member') },
                { value: 'admin', label: t('roles.admin') },
              ]}
            />
          </FormField>
        </div>
        {failure !== null && <p role="alert">{failure}</p>}
        <div className={PAGE_CLASSES.row}>
          <Button htmlType="submit" variant="primary" loading={busy} disabled={unverified}>
            {t('invite.submit')}
          </Button>
          {unverified && <span className={PAGE_CLASSES.muted}>{t('invite.verifyFirst')}</span>}
        </div>
      </form>
      {created && (
        <div role="status">
          <p>{t('invite.created', { email: created.email })}</p>
          <p className={PAGE_CLASSES.code}>{link}</p>
          <CopyButton text={link} label={t('invite.copy')} copiedText={t('invite.copied')} failedText={t('invite.copyFailed')} />
        </div>
      )}
    </Card>
  );
}
