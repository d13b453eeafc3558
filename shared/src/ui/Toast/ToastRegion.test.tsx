import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { ToastRegion } from './ToastRegion';
import { ToastView } from './ToastView';

describe('ToastRegion', () => {
  it('is a polite live region named for notifications, holding the toasts', () => {
    renderWithProviders(
      <ToastRegion>
        <ToastView type="info" message="Saved" showProgress progress={50} />
      </ToastRegion>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toContainElement(screen.getByRole('progressbar'));
  });

  it('is named in Russian', () => {
    renderWithProviders(<ToastRegion />, { locale: 'ru' });
    expect(screen.getByRole('region', { name: 'Уведомления' })).toBeInTheDocument();
  });
});
