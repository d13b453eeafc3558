import { Button, Tag, useMountProps } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import { QueryView } from '../../../lib/query-view';
import { useAreaQuery } from '../../../lib/use-area-query';
import { type EducationItemDetails, getEducationItem, setProgress } from '../api/education-calls';

function ProgressButton({ item }: { item: EducationItemDetails }) {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText();
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
    <div className={styles.row}>
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
  const query = useAreaQuery(['education-item', id, locale], (api, signal) => getEducationItem(api, id, locale, signal));
  return (
    <QueryView query={query} lines={8}>
      {(item) => (
        <article className={styles.page} aria-labelledby="item-title">
          <Link className={styles.link} to="/education">
            {t('education.back')}
          </Link>
          <h1 id="item-title" className={styles.title}>
            {item.title}
          </h1>
          <p className={styles.row}>
            <Tag tone="info">{t(`education.kind_${item.kind}`)}</Tag>
            <span className={styles.muted}>{t('education.minutes', { count: item.minutes })}</span>
          </p>
          <p>
            <strong>{item.summary}</strong>
          </p>
          {item.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className={styles.prose}>
              {paragraph}
            </p>
          ))}
          <ProgressButton key={`${item.id}-${String(item.completed)}`} item={item} />
        </article>
      )}
    </QueryView>
  );
}
