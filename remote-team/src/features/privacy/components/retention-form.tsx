import { PRIVACY_RULES, retentionRuleUpdateSchema } from '@platform/contract';
import { Button, Card, FormField, PAGE_CLASSES, TextInput, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import type { RetentionRule } from '../api/get-retention';
import { useSetRetentionMutation } from '../api/set-retention';

/** What was typed, as the schema's number: blank or not a number reads as `NaN`, which the schema refuses. */
function toMonths(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * The team's rule: months after a CV's last activity before retention hides it. Checked by the
 * contract's schema of `PUT /api/team/privacy/retention` (its limits, never copied); what the API
 * refuses shows at the field it names. The grace period before deletion is the platform's, shown
 * beside it.
 */
export function RetentionForm({ rule }: { rule: RetentionRule }) {
  const { t } = useTranslation('team');
  const { toast } = useMountProps();
  const save = useSetRetentionMutation();
  const limits = { min: PRIVACY_RULES.minRetentionMonths, max: PRIVACY_RULES.maxRetentionMonths };
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(retentionRuleUpdateSchema, {
    namespace: 'team',
    defaultValues: { months: rule.months },
    // Whole months, at least one, at most the maximum: one sentence says all three.
    messages: { months: t('privacy.retention.monthsInvalid', limits) },
  });

  const submit = onSubmit(async ({ months }) => {
    const saved = await save.mutateAsync(months);
    form.reset({ months: saved.months });
    toast.show({ type: 'success', message: t('privacy.retention.saved', { count: saved.months }) });
  });

  return (
    <Card title={t('privacy.retention.title')}>
      <p>{t('privacy.retention.intro')}</p>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('privacy.retention.months')}
          hint={t('privacy.retention.monthsHint', { ...limits, default: PRIVACY_RULES.defaultRetentionMonths })}
          error={errorOf('months')}
          required
        >
          <TextInput inputMode="numeric" autoComplete="off" {...form.register('months', { setValueAs: toMonths })} />
        </FormField>
        <p className={PAGE_CLASSES.muted}>{t('privacy.retention.grace', { count: rule.graceDays })}</p>
        {failure !== null && <p role="alert">{failure}</p>}
        <div>
          <Button htmlType="submit" variant="primary" loading={busy}>
            {t('privacy.retention.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
