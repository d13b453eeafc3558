import type { ReactNode } from 'react';
import styles from './ui-kit-pages.module.css';

/** One titled block of a UI-kit page. */
export function KitSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A captioned row of examples. */
export function KitRow({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <div className={styles.rowBlock}>
      {caption && <h3 className={styles.caption}>{caption}</h3>}
      <div className={styles.row}>{children}</div>
    </div>
  );
}
