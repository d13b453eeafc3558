import { type FormEvent, useId, useState } from 'react';
import { SEARCH_MAX_TEXT_LENGTH } from '@platform/contract';
import { Button, TextInput, VisuallyHidden } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './search-box.module.css';
import { SyntaxHelp } from './syntax-help';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The keyword box (a `role="search"` form) with the query syntax help behind a toggle. */
export function SearchBox({ value, onChange, onSubmit }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [helpOpen, setHelpOpen] = useState(false);
  const inputId = `${id}-q`;
  const helpId = `${id}-syntax`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form role="search" aria-label={t('form.label')} className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <label htmlFor={inputId}>
          <VisuallyHidden>{t('form.inputLabel')}</VisuallyHidden>
        </label>
        <TextInput
          id={inputId}
          type="search"
          name="q"
          className={styles.input}
          value={value}
          placeholder={t('form.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_TEXT_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button htmlType="submit" variant="primary">
          {t('form.submit')}
        </Button>
        <Button variant="ghost" aria-expanded={helpOpen} aria-controls={helpOpen ? helpId : undefined} onClick={() => setHelpOpen(!helpOpen)}>
          {t('form.syntaxToggle')}
        </Button>
      </div>
      {helpOpen && (
        <SyntaxHelp
          id={helpId}
          onExample={(example) => {
            onChange(value.trim() ? `${value.trim()} ${example}` : example);
            document.getElementById(inputId)?.focus();
          }}
        />
      )}
    </form>
  );
}
