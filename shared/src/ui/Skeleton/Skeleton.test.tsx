import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a busy container that says "Loading…" to screen readers only', () => {
    const { container } = renderWithProviders(<Skeleton lines={4} />);
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).toContainElement(screen.getByText('Loading…'));
    expect(screen.getByText('Loading…')).toHaveClass('visuallyHidden');
    expect(busy?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('speaks Russian and accepts its own label', () => {
    const { unmount } = renderWithProviders(<Skeleton />, { locale: 'ru' });
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Skeleton label="Loading CVs" />);
    expect(screen.getByText('Loading CVs')).toBeInTheDocument();
  });
});
