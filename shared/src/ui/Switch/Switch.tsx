import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { useUiText } from '../use-ui-text';
import styles from './switch.module.css';

export interface SwitchProps {
  /** The visible label; it names the switch. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Text shown while on; defaults to the translated "On". */
  onText?: string;
  /** Text shown while off; defaults to the translated "Off". */
  offText?: string;
  id?: string;
  className?: string;
}

/**
 * An on/off switch (`role="switch"`, `aria-checked`), toggled by click, Space or Enter. Its state
 * text reads at AA contrast in both themes: "on" in `--color-switch-text-on` on a pill of
 * `--color-bg-action`, "off" in `--color-switch-text-off` on the control's surface.
 *
 * @example
 * <Switch label="Dark theme" checked={theme === 'dark'} onChange={(on) => setTheme(on ? 'dark' : 'light')} />
 */
export function Switch({ label, checked, onChange, disabled = false, onText, offText, id, className }: SwitchProps) {
  const text = useUiText();
  const generatedId = useId();
  const switchId = id ?? `switch-${generatedId}`;
  const labelId = `${switchId}-label`;
  return (
    <span className={classNames(styles.root, checked && styles.checked, className)}>
      <span id={labelId}>{label}</span>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={classNames(styles.stateText, checked ? styles.on : styles.off)} aria-hidden="true">
          {checked ? (onText ?? text('switchOn')) : (offText ?? text('switchOff'))}
        </span>
      </button>
    </span>
  );
}
