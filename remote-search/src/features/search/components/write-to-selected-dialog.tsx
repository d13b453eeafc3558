import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { mailingSelectionPath, type SelectedCv } from '@platform/contract';
import { AppLink, Button, FormField, Modal, QueryView, Select, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useOpenVacancies } from '../api/list-open-vacancies';
import styles from './search-page.module.css';

export interface WriteToSelectedDialogProps {
  open: boolean;
  selected: readonly SelectedCv[];
  onClose: () => void;
}

/**
 * "Write to selected": a mailing is about a vacancy, so the recruiter picks one of the team's open
 * vacancies and goes on to its mailings page with the ticked CVs as the recipients.
 */
export function WriteToSelectedDialog({ open, selected, onClose }: WriteToSelectedDialogProps) {
  const { t } = useTranslation('search');
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={t('selection.dialogTitle', { count: selected.length })} size="small" initialFocusRef={selectRef}>
      <VacancyChoice selectRef={selectRef} selected={selected} onClose={onClose} />
    </Modal>
  );
}

function VacancyChoice({ selectRef, selected, onClose }: Omit<WriteToSelectedDialogProps, 'open'> & { selectRef: RefObject<HTMLSelectElement | null> }) {
  const { t } = useTranslation('search');
  const { navigate } = useMountProps();
  const query = useOpenVacancies(true);
  // The first open vacancy is chosen until the recruiter picks another.
  const [chosen, setChosen] = useState<number | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>, vacancyId: number) => {
    event.preventDefault();
    navigate(mailingSelectionPath(vacancyId, selected));
  };
  return (
    <QueryView query={query}>
      {({ items }) => {
        const vacancyId = chosen ?? items[0]?.id;
        return vacancyId === undefined ? (
          <div className={styles.scoutForm}>
            <p>{t('selection.noVacancies')}</p>
            <div className={styles.dialogActions}>
              <AppLink to="/team/vacancy">{t('selection.createVacancy')}</AppLink>
              <Button variant="ghost" onClick={onClose}>
                {t('scout.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <form className={styles.scoutForm} noValidate onSubmit={(event) => submit(event, vacancyId)}>
            <p>{t('selection.dialogText')}</p>
            <FormField label={t('selection.vacancy')}>
              <Select
                ref={selectRef}
                value={String(vacancyId)}
                options={items.map((vacancy) => ({ value: String(vacancy.id), label: vacancy.title }))}
                onChange={(event) => setChosen(Number(event.target.value))}
              />
            </FormField>
            <div className={styles.dialogActions}>
              <Button htmlType="submit" variant="primary">
                {t('selection.write')}
              </Button>
              <Button variant="ghost" onClick={onClose}>
                {t('scout.cancel')}
              </Button>
            </div>
          </form>
        );
      }}
    </QueryView>
  );
}
