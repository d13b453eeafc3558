import { LOCALES, type Locale } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { HOST_NAMESPACE } from '../../config/constants';
import { writeLocaleCookie } from './locale-cookie';
import styles from './locale-switcher.module.css';

export interface LocaleSwitcherProps {
  locale: Locale;
  /** The current page's address in each locale. */
  hrefs: Record<Locale, string>;
  /** Called with the other locale when the user switches to it (the shell saves it on the signed-in account). */
  onSelect?: (locale: Locale) => void;
}

const SHORT_NAMES: Record<Locale, string> = { en: 'EN', ru: 'RU' };
const LONG_NAME_KEYS = { en: 'english', ru: 'russian' } as const;

/**
 * Two links, EN and RU, each to the current page in that locale. Following one remembers the
 * choice in the locale cookie (365 days, path `/`), which decides pages that name no locale.
 */
export function LocaleSwitcher({ locale, hrefs, onSelect }: LocaleSwitcherProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'locale' });
  return (
    <nav className={styles.switcher} aria-label={t('switcher')}>
      {LOCALES.map((target) => (
        <Link
          key={target}
          to={hrefs[target]}
          lang={target}
          hrefLang={target}
          title={t(LONG_NAME_KEYS[target])}
          className={styles.option}
          aria-current={target === locale ? 'true' : undefined}
          onClick={() => {
            writeLocaleCookie(target);
            if (target !== locale) onSelect?.(target);
          }}
        >
          {SHORT_NAMES[target]}
        </Link>
      ))}
    </nav>
  );
}
