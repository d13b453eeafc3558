import { type FormEvent, type RefObject, useMemo, useRef, useState } from 'react';
import { SCOUT_SCHEDULES, type ScoutSchedule } from '@platform/contract';
import { browserTimeZone, Button, FormField, Modal, Select, TextInput, TimeZoneSelect, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './search-page.module.css';

/** The API's limit on a scouting name. */
const SCOUT_NAME_MAX_LENGTH = 100;
/** A new scouting runs every morning unless its owner says otherwise: the dialog promises regular runs. */
const DEFAULT_SCHEDULE: ScoutSchedule = 'daily';
const DEFAULT_HOUR = 9;

/** What the dialog asks: the name and when the scouting runs. */
export interface ScoutSettings {
  name: string;
  schedule: ScoutSchedule;
  hour: number;
  timeZone: string;
}

export interface SaveScoutDialogProps {
  open: boolean;
  /** The suggested name: the keywords of the search. */
  defaultName: string;
  onClose: () => void;
  /** Saves; resolves `true` when saved (the dialog closes), `false` to stay open. */
  onSave: (settings: ScoutSettings) => Promise<boolean>;
}

/** Asks for a name and a schedule, and saves the current search as a scouting task. */
export function SaveScoutDialog({ open, defaultName, onClose, onSave }: SaveScoutDialogProps) {
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={t('scout.title')} closeOnBackdrop={false} size="small" initialFocusRef={inputRef}>
      <ScoutForm inputRef={inputRef} defaultName={defaultName} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}

interface ScoutFormProps extends Omit<SaveScoutDialogProps, 'open'> {
  inputRef: RefObject<HTMLInputElement | null>;
}

function isSchedule(value: string): value is ScoutSchedule {
  return SCOUT_SCHEDULES.some((schedule) => schedule === value);
}

function ScoutForm({ inputRef, defaultName, onClose, onSave }: ScoutFormProps) {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  const [name, setName] = useState(defaultName);
  const [schedule, setSchedule] = useState<ScoutSchedule>(DEFAULT_SCHEDULE);
  const [hour, setHour] = useState(DEFAULT_HOUR);
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [saving, setSaving] = useState(false);
  const [showError, setShowError] = useState(false);
  const hours = useMemo(() => Array.from({ length: 24 }, (_, value) => ({ value: String(value), label: `${String(value).padStart(2, '0')}:00` })), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setShowError(true);
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    const saved = await onSave({ name: trimmed, schedule, hour, timeZone });
    if (!saved) setSaving(false);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.scoutForm}>
      <p>{t(`scout.description_${schedule}`)}</p>
      <FormField label={t('scout.name')} required error={showError && !name.trim() ? t('scout.nameRequired') : undefined}>
        <TextInput ref={inputRef} value={name} maxLength={SCOUT_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={t('scout.schedule')}>
        <Select
          value={schedule}
          options={SCOUT_SCHEDULES.map((value) => ({ value, label: t(`scout.schedule_${value}`) }))}
          onChange={(event) => {
            if (isSchedule(event.target.value)) setSchedule(event.target.value);
          }}
        />
      </FormField>
      {schedule === 'daily' && (
        <FormField label={t('scout.hour')}>
          <Select value={String(hour)} options={hours} onChange={(event) => setHour(Number(event.target.value))} />
        </FormField>
      )}
      {schedule !== 'manual' && (
        <FormField label={t('scout.timeZone')} hint={t('scout.timeZoneHint')}>
          <TimeZoneSelect locale={locale} value={timeZone} onChange={setTimeZone} />
        </FormField>
      )}
      <div className={styles.dialogActions}>
        <Button htmlType="submit" variant="primary" loading={saving}>
          {t('scout.save')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('scout.cancel')}
        </Button>
      </div>
    </form>
  );
}
