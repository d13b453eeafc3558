import { AUDIT_ACTIONS, type AuditAction, auditFilterSchema } from '@platform/contract';
import { Button, FormField, PAGE_CLASSES, Select, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import type { AuditFilter } from '../api/privacy-calls';
import styles from './privacy.module.css';

/** A field left blank filters nothing. */
const blankToUndefined = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value);
const actionOrUndefined = (value: string | undefined): AuditAction | undefined => AUDIT_ACTIONS.find((action) => action === value);

export interface AuditFiltersProps {
  filter: AuditFilter;
  /** Shows the entries the filter selects (each field checked by the contract's schema first). */
  onApply: (filter: AuditFilter) => void;
  onClear: () => void;
}

/**
 * The filters the API offers: one action, one CV (its id), one actor (a member's e-mail, `system`,
 * `person`). Checked by the contract's schema of the audit's query, so a filter the API would
 * refuse is refused at its field here.
 */
export function AuditFilters({ filter, onApply, onClear }: AuditFiltersProps) {
  const { t } = useTranslation('team');
  const { form, errorOf, onSubmit } = useSchemaForm(auditFilterSchema, {
    namespace: 'team',
    defaultValues: filter,
    messages: { resumeId: t('privacy.audit.filters.resumeIdInvalid') },
  });

  const submit = onSubmit(async ({ action, resumeId, actor }) => {
    onApply({ action, resumeId: resumeId === undefined ? undefined : String(resumeId), actor });
  });

  return (
    <form className={styles.filters} onSubmit={(event) => void submit(event)} noValidate aria-label={t('privacy.audit.filters.label')}>
      <FormField label={t('privacy.audit.filters.action')} error={errorOf('action')}>
        <Select
          {...form.register('action', { setValueAs: actionOrUndefined })}
          options={[{ value: '', label: t('privacy.audit.filters.anyAction') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`privacy.audit.actions.${action}`) }))]}
        />
      </FormField>
      <FormField label={t('privacy.audit.filters.resumeId')} hint={t('privacy.audit.filters.resumeIdHint')} error={errorOf('resumeId')}>
        <TextInput inputMode="numeric" autoComplete="off" {...form.register('resumeId', { setValueAs: blankToUndefined })} />
      </FormField>
      <FormField label={t('privacy.audit.filters.actor')} hint={t('privacy.audit.filters.actorHint')} error={errorOf('actor')}>
        <TextInput autoComplete="off" spellCheck={false} {...form.register('actor', { setValueAs: blankToUndefined })} />
      </FormField>
      <div className={PAGE_CLASSES.row}>
        <Button htmlType="submit" variant="primary">
          {t('privacy.audit.filters.apply')}
        </Button>
        <Button onClick={onClear}>{t('privacy.audit.filters.clear')}</Button>
      </div>
    </form>
  );
}
