import { type KeyboardEvent, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button, FormField, Tag, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from '../cv-editor.module.css';
import type { CvFieldsProps } from './types';

/** Skills as tags: typed one at a time (Enter or *Add skill*), each removable. */
export function SkillsFields({ cv: { form, errorOf } }: CvFieldsProps) {
  const { t } = useTranslation('cv');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'resume.skills' });
  const [draft, setDraft] = useState('');
  const add = () => {
    const skill = draft.trim();
    if (skill && !fields.some((entry) => entry.name.toLowerCase() === skill.toLowerCase())) append({ name: skill });
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the skill instead of submitting the whole form.
    event.preventDefault();
    add();
  };
  return (
    <>
      {fields.length > 0 && (
        <ul className={styles.tags}>
          {fields.map((skill, index) => (
            <li key={skill.id}>
              <Tag removeLabel={t('editor.skillRemove', { skill: skill.name })} onRemove={() => remove(index)}>
                {skill.name}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inline}>
        <FormField label={t('editor.skillAdd')} hint={t('editor.skillHint')} error={errorOf('resume.skills')}>
          <TextInput value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} />
        </FormField>
        <Button onClick={add} disabled={!draft.trim()}>
          {t('editor.skillAddButton')}
        </Button>
      </div>
    </>
  );
}
