/** Whether the operator's panel is open: `?overrides=1`, the banner's Change button, or Alt+Shift+O. */
let open = false;
const listeners = new Set<() => void>();

export function isOverridesPanelOpen(): boolean {
  return open;
}

export function setOverridesPanelOpen(value: boolean): void {
  open = value;
  listeners.forEach((listener) => listener());
}

export function subscribeOverridesPanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The panel's keys: Alt+Shift+O (by the key's position, so any layout and the macOS Option key work). */
export function isOverridesShortcut(event: Pick<KeyboardEvent, 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.code === 'KeyO' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey;
}
