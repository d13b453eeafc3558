import type { SchemaForm } from '@platform/shared/forms';
import type { CvFormValues } from '../../utils/cv-form';

/** What every group of CV fields takes: the form (editor or wizard) it registers its fields with. */
export interface CvFieldsProps {
  cv: SchemaForm<CvFormValues, CvFormValues>;
}
