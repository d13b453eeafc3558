import type { ComponentType } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { CvFormValues } from '../utils/cv-form';
import { AboutFields } from './fields/about-fields';
import { EducationFields } from './fields/education-fields';
import { LanguagesFields } from './fields/languages-fields';
import { PositionFields } from './fields/position-fields';
import { PublishingFields } from './fields/publishing-fields';
import { SkillsFields } from './fields/skills-fields';
import type { CvFieldsProps } from './fields/types';
import { WorkFields } from './fields/work-fields';

/** One step of the wizard: its fields (checked before the next step) and what it shows. */
export interface WizardStep {
  id: 'about' | 'position' | 'work' | 'education' | 'languages' | 'skills' | 'publishing';
  fields: ReadonlyArray<FieldPath<CvFormValues>>;
  Fields: ComponentType<CvFieldsProps>;
}

/** The steps in order; each one's title and lead are `wizard.steps.<id>.{title,lead}`. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { id: 'about', fields: ['resume.basics.name', 'resume.basics.email', 'resume.basics.phone', 'resume.basics.location.city', 'resume.basics.summary'], Fields: AboutFields },
  { id: 'position', fields: ['resume.basics.label', 'resume.x-platform'], Fields: PositionFields },
  { id: 'work', fields: ['resume.work'], Fields: WorkFields },
  { id: 'education', fields: ['resume.education'], Fields: EducationFields },
  { id: 'languages', fields: ['resume.languages'], Fields: LanguagesFields },
  { id: 'skills', fields: ['resume.skills'], Fields: SkillsFields },
  { id: 'publishing', fields: ['username', 'visibility'], Fields: PublishingFields },
];

/** The first step showing a field at `path` (a form path or a server error's path); `null` if none does. */
export function stepOfPath(path: string): number | null {
  const index = WIZARD_STEPS.findIndex((step) => step.fields.some((field) => path === field || path.startsWith(`${field}.`)));
  return index === -1 ? null : index;
}
