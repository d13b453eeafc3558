import { useEffect } from 'react';
import { THREAD_MESSAGE_MAX_LENGTH, threadMessageBodySchema, type TeamThreadMessage } from '@platform/contract';
import { Button, FormField, formatDate, PAGE_CLASSES, QueryView, Tag, TextArea, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { attachmentPath, useSenderDecisionMutation, useThread, useWriteMessageMutation } from '../api/thread-calls';
import { MakeCvFromFile } from './attachment-cv';
import styles from './board.module.css';
import { SaveTemplate, TemplatePicker } from './thread-templates';

function MessageForm({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('team');
  const write = useWriteMessageMutation(applicationId);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(threadMessageBodySchema, {
    namespace: 'team',
    defaultValues: { body: '' },
    messages: { 'body:too_small': t('thread.required') },
  });
  const submit = onSubmit(async (values) => {
    await write.mutateAsync(values);
    form.reset({ body: '' });
  });
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <TemplatePicker onPick={(body) => form.setValue('body', body, { shouldDirty: true })} />
      <FormField label={t('thread.write')} hint={t('thread.writeHint')} error={errorOf('body')}>
        <TextArea maxLength={THREAD_MESSAGE_MAX_LENGTH} {...form.register('body')} />
      </FormField>
      <SaveTemplate body={() => form.getValues('body')} />
      {failure !== null && <p role="alert">{failure}</p>}
      <div>
        <Button htmlType="submit" loading={busy}>
          {t('thread.send')}
        </Button>
      </div>
    </form>
  );
}

function SenderCheck({ applicationId, message }: { applicationId: number; message: TeamThreadMessage }) {
  const { t } = useTranslation('team');
  const decide = useSenderDecisionMutation(applicationId);
  if (message.senderCheck === 'ok') return null;
  if (message.senderCheck !== 'pending') return <Tag tone="neutral">{t(`thread.sender.${message.senderCheck}`)}</Tag>;
  return (
    <div className={PAGE_CLASSES.row} role="group" aria-label={t('thread.sender.pending', { email: message.fromEmail ?? '' })}>
      <Tag tone="warning">{t('thread.sender.pending', { email: message.fromEmail ?? '' })}</Tag>
      <Button size="small" loading={decide.isPending} onClick={() => decide.mutate({ messageId: message.id, decision: 'accept' })}>
        {t('thread.sender.accept')}
      </Button>
      <Button size="small" onClick={() => decide.mutate({ messageId: message.id, decision: 'discard' })}>
        {t('thread.sender.discard')}
      </Button>
    </div>
  );
}

function Message({ applicationId, message }: { applicationId: number; message: TeamThreadMessage }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const who = message.side === 'team' ? (message.author ?? t('board.someone')) : (message.author ?? message.fromEmail ?? t('thread.candidate'));
  return (
    <li className={message.side === 'team' ? styles.teamMessage : styles.candidateMessage} data-message={message.id}>
      <p className={PAGE_CLASSES.muted}>
        {t('thread.by', { who, when: formatDate(locale, message.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        {message.via === 'email' && ` · ${t('thread.byEmail')}`} {message.unread && <Tag tone="info">{t('thread.new')}</Tag>}
      </p>
      {message.senderCheck !== 'discarded' && <p className={PAGE_CLASSES.prose}>{message.body}</p>}
      <SenderCheck applicationId={applicationId} message={message} />
      {message.attachments.length > 0 && (
        <ul aria-label={t('thread.files')} className={PAGE_CLASSES.row}>
          {message.attachments.map((file) => (
            <li key={file.id}>
              <a className={PAGE_CLASSES.link} href={attachmentPath(applicationId, file.id)} download>
                {t('thread.file', { name: file.filename, size: Math.max(1, Math.round(file.size / 1024)) })}
              </a>
              <MakeCvFromFile applicationId={applicationId} file={file} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The application's conversation with the candidate: their replies by e-mail land here too.
 * Opening it reads it (the board's badge goes once `onRead` is told).
 */
export function ApplicationThread({ applicationId, onRead }: { applicationId: number; onRead: () => void }) {
  const { t } = useTranslation('team');
  const query = useThread(applicationId);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) onRead();
  }, [loaded, onRead]);
  return (
    <section aria-labelledby={`thread-${applicationId}`}>
      <h3 id={`thread-${applicationId}`}>{t('thread.title')}</h3>
      <QueryView query={query}>
        {(thread) =>
          thread.items.length === 0 ? (
            <p className={PAGE_CLASSES.muted}>{t('thread.empty')}</p>
          ) : (
            <ol className={styles.history} aria-label={t('thread.title')}>
              {thread.items.map((message) => (
                <Message key={message.id} applicationId={applicationId} message={message} />
              ))}
            </ol>
          )
        }
      </QueryView>
      <MessageForm applicationId={applicationId} />
    </section>
  );
}
