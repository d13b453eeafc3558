import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a progress indicator named "Loading…" in the current language', () => {
    const { unmount } = renderWithProviders(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).not.toHaveAttribute('aria-valuenow');
    unmount();
    renderWithProviders(<Spinner />, { locale: 'ru' });
    expect(screen.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
  });

  it('takes a label of its own and a size', () => {
    renderWithProviders(<Spinner label="Saving the CV" size="large" />);
    expect(screen.getByRole('progressbar', { name: 'Saving the CV' })).toHaveClass('spinner', 'large');
  });

  it('still reads in English without any i18next instance', () => {
    // react-i18next warns about the missing instance; the point is that the UI still reads.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
