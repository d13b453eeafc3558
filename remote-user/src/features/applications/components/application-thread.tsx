import { useState } from 'react';
import { THREAD_MESSAGE_MAX_LENGTH, threadMessageBodySchema } from '@platform/contract';
import { Button, FormField, formatDate, PAGE_CLASSES, QueryView, TextArea, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { useThread, useWriteMessageMutation } from '../api/thread-calls';

function MessageForm({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('user');
  const write = useWriteMessageMutation(applicationId);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(threadMessageBodySchema, {
    namespace: 'user',
    defaultValues: { body: '' },
    messages: { 'body:too_small': t('applications.thread.required') },
  });
  const submit = onSubmit(async (values) => {
    await write.mutateAsync(values);
    form.reset({ body: '' });
  });
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('applications.thread.write')} hint={t('applications.thread.writeHint')} error={errorOf('body')}>
        <TextArea maxLength={THREAD_MESSAGE_MAX_LENGTH} {...form.register('body')} />
      </FormField>
      {failure !== null && <p role="alert">{failure}</p>}
      <div>
        <Button htmlType="submit" loading={busy}>
          {t('applications.thread.send')}
        </Button>
      </div>
    </form>
  );
}

function ThreadBody({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useThread(applicationId, true);
  return (
    <>
      <QueryView query={query}>
        {(thread) =>
          thread.items.length === 0 ? (
            <p className={PAGE_CLASSES.muted}>{t('applications.thread.empty')}</p>
          ) : (
            <ol aria-label={t('applications.thread.title')}>
              {thread.items.map((message) => (
                <li key={message.id}>
                  <p className={PAGE_CLASSES.muted}>
                    {t('applications.thread.by', {
                      who: message.side === 'team' ? t('applications.thread.team', { name: message.author ?? '' }) : t('applications.thread.you'),
                      when: formatDate(locale, message.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </p>
                  <p className={PAGE_CLASSES.prose}>{message.body}</p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
      <MessageForm applicationId={applicationId} />
    </>
  );
}

/** The conversation with the team about one application, opened on demand; answers by e-mail land here too. */
export function ApplicationThread({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('user');
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('applications.thread.title')}</summary>
      {open && <ThreadBody applicationId={applicationId} />}
    </details>
  );
}
