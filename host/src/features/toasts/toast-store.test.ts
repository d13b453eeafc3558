import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fills the defaults of docs/product.md#the-shell: 3 s, key = timestamp, progress 100, not paused', () => {
    const store = createToastStore({ now: () => 1_700_000_000_000 });
    const key = store.show({ type: 'info', message: 'Saved' });
    expect(key).toBe('1700000000000');
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ key, type: 'info', message: 'Saved', duration: 3, progress: 100, paused: false }),
    ]);
  });

  it('counts down every 50 ms and removes the toast when progress reaches 0', () => {
    const store = createToastStore();
    store.show({ type: 'success', message: 'Done', duration: 1 });
    jest.advanceTimersByTime(50);
    expect(store.getSnapshot()[0]?.progress).toBeCloseTo(95);
    jest.advanceTimersByTime(450);
    expect(store.getSnapshot()[0]?.progress).toBeCloseTo(50);
    jest.advanceTimersByTime(499);
    expect(store.getSnapshot()[0]?.progress).toBeCloseTo(5);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('uses the 3 s default duration for the countdown', () => {
    const store = createToastStore();
    store.show({ type: 'warning', message: 'Careful' });
    jest.advanceTimersByTime(2950);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(50);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const store = createToastStore();
    const key = store.show({ type: 'error', message: 'Stays', duration: 0 });
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]?.progress).toBe(100);
    store.close(key);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('does not count down while paused and continues after resume', () => {
    const store = createToastStore();
    const key = store.show({ type: 'info', message: 'Hover me', duration: 1 });
    jest.advanceTimersByTime(500);
    store.pause(key);
    expect(store.getSnapshot()[0]?.paused).toBe(true);
    jest.advanceTimersByTime(5_000);
    expect(store.getSnapshot()[0]?.progress).toBeCloseTo(50);
    store.resume(key);
    jest.advanceTimersByTime(500);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('replaces a toast shown again with the same key and restarts its countdown', () => {
    const store = createToastStore();
    store.show({ type: 'info', message: 'First', key: 'upload', duration: 1 });
    jest.advanceTimersByTime(900);
    store.show({ type: 'success', message: 'Second', key: 'upload', duration: 1 });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ key: 'upload', message: 'Second', progress: 100 })]);
    jest.advanceTimersByTime(900);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('gives two toasts raised in the same millisecond different keys', () => {
    const store = createToastStore({ now: () => 5 });
    const first = store.show({ type: 'info', message: 'a' });
    const second = store.show({ type: 'info', message: 'b' });
    expect(first).toBe('5');
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('notifies subscribers and stops all timers on dispose', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ type: 'info', message: 'x', duration: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispose();
    jest.advanceTimersByTime(2_000);
    expect(store.getSnapshot()).toHaveLength(1);
    unsubscribe();
    store.close(store.getSnapshot()[0]?.key ?? '');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
