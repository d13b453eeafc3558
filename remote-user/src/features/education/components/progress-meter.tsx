import type { EducationProgress } from '@platform/contract';
import styles from './education.module.css';

/** A labelled bar of lessons (or items) read; the label is the bar's accessible name. */
export function ProgressMeter({ progress, label }: { progress: EducationProgress; label: string }) {
  return (
    <label className={styles.meter}>
      <span>{label}</span>
      <progress max={progress.total} value={progress.done} />
    </label>
  );
}
