import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import { useTheme } from './theme-provider';
import styles from './theme-toggle.module.css';

/** A toggle button: its name stays "Dark theme", `aria-pressed` says whether it is on. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'theme' });
  const dark = theme === 'dark';
  return (
    <button type="button" className={styles.toggle} aria-pressed={dark} title={t('darkTheme')} onClick={toggleTheme}>
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      <span className={styles.label}>{t('darkTheme')}</span>
    </button>
  );
}
