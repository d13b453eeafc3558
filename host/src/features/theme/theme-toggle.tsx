import type { Theme } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import { useTheme } from './theme-provider';
import styles from './theme-toggle.module.css';

export interface ThemeToggleProps {
  /** Called with the theme switched to (the shell saves it on the signed-in account). */
  onToggle?: (theme: Theme) => void;
}

/** A toggle button: its name stays "Dark theme", `aria-pressed` says whether it is on. */
export function ThemeToggle({ onToggle }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'theme' });
  const dark = theme === 'dark';
  return (
    <button type="button" className={styles.toggle} aria-pressed={dark} title={t('darkTheme')} onClick={() => {
        toggleTheme();
        onToggle?.(dark ? 'light' : 'dark');
      }}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      <span className={styles.label}>{t('darkTheme')}</span>
    </button>
  );
}
