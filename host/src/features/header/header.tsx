import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { HEADER_ROW_ENTRIES } from '@platform/contract';
import { VisuallyHidden } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, NavLink } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import styles from './header.module.css';
import { foldOverflow, type NavNode } from './nav-items';
import { NavMenu } from './nav-menu';
import { useDismiss } from './use-dismiss';
import { useHeaderHeight } from './use-header-height';

export interface HeaderProps {
  homeHref: string;
  /** The areas the session may open (links and per-area menus), hrefs already in the page's locale. */
  items: NavNode[];
  /** The signed-in user, or null for the sign-in and register links. */
  userName: string | null;
  /** The team's credit balance, formatted; null without a team. */
  credits: string | null;
  /** The account page, when an area declares one. */
  accountHref: string | null;
  signInHref: string;
  registerHref: string;
  onSignOut: () => void;
  /** Theme toggle and language switcher. */
  tools: ReactNode;
  /** The current address: the open menus close when it changes. */
  currentHref: string;
}

/**
 * The site header: brand, navigation to each area (an area with several pages is one menu, and
 * past the row's first entries the rest fold into a "More" menu, so the header keeps to one row
 * with any number of areas), theme and language, the account menu. Below 960 px the navigation
 * folds behind a Menu button; below 480 px the credit balance moves into that button's row.
 */
export function Header({ homeHref, items, userName, credits, accountHref, signInHref, registerHref, onSignOut, tools, currentHref }: HeaderProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'header' });
  const [navOpen, setNavOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const navId = useId();
  const userMenuId = useId();
  const navRef = useRef<HTMLDivElement>(null);
  const navButton = useRef<HTMLButtonElement>(null);
  const userRef = useRef<HTMLDivElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const closeUser = useCallback(() => setUserOpen(false), []);
  useDismiss(navOpen, navRef, navButton, closeNav);
  useDismiss(userOpen, userRef, userButton, closeUser);

  useEffect(() => {
    setNavOpen(false);
    setUserOpen(false);
  }, [currentHref]);

  return (
    <header ref={headerRef} className={styles.header}>
      {/* The name read out ("HireScope: home") starts with the visible text (WCAG 2.5.3, label in name). */}
      <Link to={homeHref} className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          H
        </span>
        <span className={styles.brandName} aria-hidden="true">
          {BRAND_NAME}
        </span>
        <VisuallyHidden>{t('home', { brand: BRAND_NAME })}</VisuallyHidden>
      </Link>

      <div className={styles.navArea} ref={navRef}>
        <button
          ref={navButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setNavOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> {t('menu')}
        </button>
        <nav id={navId} className={styles.nav} data-open={navOpen} aria-label={t('mainNavigation')}>
          <ul className={styles.navList}>
            {foldOverflow(items, HEADER_ROW_ENTRIES, t('more')).map((node) =>
              node.kind === 'link' ? (
                <li key={node.item.id}>
                  <NavLink to={node.item.href} end={node.item.exact} className={styles.navLink}>
                    {node.item.label}
                  </NavLink>
                </li>
              ) : (
                <li key={`menu:${node.id}`}>
                  <NavMenu label={node.label} items={node.items} currentHref={currentHref} />
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>

      <div className={styles.tools}>
        {tools}
        {userName && credits !== null && (
          <span className={styles.credits}>
            {t('credits', { value: credits })}
          </span>
        )}
        {userName ? (
          <div className={styles.user} ref={userRef}>
            <button
              ref={userButton}
              type="button"
              className={styles.userButton}
              aria-expanded={userOpen}
              aria-controls={userMenuId}
              aria-label={`${t('userMenu')}: ${userName}`}
              onClick={() => setUserOpen((open) => !open)}
            >
              {/* The initial is drawn by CSS: decoration, so the button's visible text is the name its label holds (WCAG 2.5.3). */}
              <span className={styles.avatar} aria-hidden="true" data-initial={userName.trim().charAt(0).toUpperCase() || '?'} />
              <span className={styles.userName}>{userName}</span>
            </button>
            <ul id={userMenuId} className={styles.userMenu} hidden={!userOpen}>
              {accountHref && (
                <li>
                  <Link to={accountHref} className={styles.userMenuItem}>
                    {t('account')}
                  </Link>
                </li>
              )}
              <li>
                <button type="button" className={styles.userMenuItem} onClick={onSignOut}>
                  {t('signOut')}
                </button>
              </li>
            </ul>
          </div>
        ) : (
          <div className={styles.guest}>
            <Link to={signInHref} className={styles.signIn}>
              {t('signIn')}
            </Link>
            <Link to={registerHref} className={styles.register}>
              {t('register')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
