import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createTestI18n } from '../../testing/i18n';
import { ToastProvider } from './toast-provider';
import { createToastStore } from './toast-store';

function renderToasts() {
  const store = createToastStore();
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <ToastProvider store={store}>
        <p>page</p>
      </ToastProvider>
    </I18nextProvider>,
  );
  return store;
}

describe('toast provider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows toasts in a polite live region with their countdown as a progressbar', () => {
    const store = renderToasts();
    act(() => {
      store.show({ type: 'success', message: 'Saved', description: 'All good', duration: 1 });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Saved')).toBeInTheDocument();
    expect(within(region).getByText('All good')).toBeInTheDocument();
    const bar = within(region).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses while hovered or focused and resumes after', () => {
    const store = renderToasts();
    act(() => {
      store.show({ type: 'info', message: 'Read me', duration: 1 });
    });
    const toast = screen.getByText('Read me').closest('[data-type]')!;
    act(() => {
      jest.advanceTimersByTime(250);
    });
    fireEvent.mouseEnter(toast);
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    fireEvent.mouseLeave(toast);
    fireEvent.focus(toast);
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.blur(toast);
    act(() => {
      jest.advanceTimersByTime(750);
    });
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('closes a toast from its close button', () => {
    const store = renderToasts();
    act(() => {
      store.show({ type: 'error', message: 'Failed', duration: 0 });
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});
