import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './privacy.module.css';

export interface PrivacyTab<Name extends string> {
  name: Name;
  label: string;
}

export interface PrivacyTabsProps<Name extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: ReadonlyArray<PrivacyTab<Name>>;
  selected: Name;
  onSelect: (name: Name) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const tabId = (name: string) => `privacy-tab-${name}`;
const panelId = (name: string) => `privacy-panel-${name}`;

/**
 * Tabs as the ARIA pattern has them: one tab stop for the list (the selected tab), ←/→ (and
 * Home/End) move to another tab and show it, the panel is the next tab stop. Only the selected
 * panel is rendered, so a section asks the API only once it is opened.
 */
export function PrivacyTabs<Name extends string>({ label, tabs, selected, onSelect, children }: PrivacyTabsProps<Name>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.name === selected);
    const targets: Partial<Record<string, number>> = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target % tabs.length];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab.name);
    buttons.current.get(tab.name)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.name}
            ref={(element) => {
              if (element === null) buttons.current.delete(tab.name);
              else buttons.current.set(tab.name, element);
            }}
            type="button"
            role="tab"
            id={tabId(tab.name)}
            aria-selected={tab.name === selected}
            aria-controls={tab.name === selected ? panelId(tab.name) : undefined}
            tabIndex={tab.name === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.name)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
