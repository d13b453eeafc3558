import { Button } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import styles from './overrides.module.css';
import { overrideLabel } from './version-label';

export interface OverridesBannerProps {
  /** The remotes this page runs in a version of the operator's choice. */
  overrides: ReadonlyArray<{ remote: string; version: string; preview?: string }>;
  /** Opens the panel. */
  onChange: () => void;
  /** Forgets every override and loads the page again with the current versions. */
  onReset: () => void;
}

/** Says, on every page of the tab, which areas run an overridden version, with a one-click way back. */
export function OverridesBanner({ overrides, onChange, onReset }: OverridesBannerProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'overrides' });
  const translate = (key: string, values: Record<string, string | number> = {}) => t(key, values);
  return (
    <section className={styles.banner} aria-label={t('banner.label')} data-testid="overrides-banner">
      <p className={styles.bannerText}>{t('banner.text', { list: overrides.map((override) => overrideLabel(override, translate)).join(', ') })}</p>
      <div className={styles.bannerActions}>
        <Button size="small" variant="secondary" onClick={onChange}>
          {t('banner.change')}
        </Button>
        <Button size="small" variant="primary" onClick={onReset}>
          {t('banner.reset')}
        </Button>
      </div>
    </section>
  );
}
