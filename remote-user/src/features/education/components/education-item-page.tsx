import { Button, Page, PAGE_CLASSES, PageHeader, QueryView, Tag, useApiErrorText, useAreaQuery, useMountProps } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { type EducationItemDetails, getEducationItem, setProgress } from '../api/education-calls';

function ProgressButton({ item }: { item: EducationItemDetails }) {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText('user');
  const [completed, setCompleted] = useState(item.completed);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const saved = await setProgress(api, item.id, !completed);
      setCompleted(saved.completed);
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={PAGE_CLASSES.row}>
      <Button variant={completed ? 'default' : 'success'} loading={busy} onClick={() => void toggle()}>
        {completed ? t('education.markNotDone') : t('education.markDone')}
      </Button>
      <span role="status">{completed ? t('education.completed') : ''}</span>
    </div>
  );
}

/** `/education/:id`: one course or article, and marking it done. */
export function EducationItemPage({ id }: { id: number }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(['user', 'education-item', id, locale], (api, signal) => getEducationItem(api, id, locale, signal));
  return (
    <QueryView query={query} lines={8}>
      {(item) => (
        <Page as="article" aria-labelledby="item-title">
          <Link className={PAGE_CLASSES.link} to="/education">
            {t('education.back')}
          </Link>
          <PageHeader title={item.title} titleId="item-title" />
          <p className={PAGE_CLASSES.row}>
            <Tag tone="info">{t(`education.kind_${item.kind}`)}</Tag>
            <span className={PAGE_CLASSES.muted}>{t('education.minutes', { count: item.minutes })}</span>
          </p>
          <p>
            <strong>{item.summary}</strong>
          </p>
          {item.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className={PAGE_CLASSES.prose}>
              {paragraph}
            </p>
          ))}
          <ProgressButton key={`${item.id}-${String(item.completed)}`} item={item} />
        </Page>
      )}
    </QueryView>
  );
}
