import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from '@platform/shared/router';
import styles from './header.module.css';
import { isCurrentItem, type NavItem } from './nav-items';
import { useDismiss } from './use-dismiss';

export interface NavMenuProps {
  label: string;
  items: NavItem[];
  /** The current address: the menu closes when it changes. */
  currentHref: string;
}

/**
 * One area's links behind a button (a disclosure: Enter or Space opens it, Tab walks its links,
 * Escape closes it and gives focus back to the button), so the header keeps to one row.
 */
export function NavMenu({ label, items, currentHref }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, button, close);
  useEffect(() => setOpen(false), [currentHref]);
  const pathname = new URL(currentHref, 'http://host.invalid').pathname;
  const current = items.some((item) => isCurrentItem(item, pathname));

  return (
    <div className={styles.navMenu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={listId}
        data-current={current}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className={styles.navMenuList} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={item.href} end={item.exact} className={styles.userMenuItem}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
