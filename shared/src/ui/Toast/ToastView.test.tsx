import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { ToastView } from './ToastView';

describe('ToastView', () => {
  it('shows the message, the description and the type in words', () => {
    renderWithProviders(<ToastView type="success" message="Промокод был успешно активирован!" description="+10 credits" />);
    expect(screen.getByText('Промокод был успешно активирован!').closest('p')).toHaveTextContent('Success: Промокод был успешно активирован!');
    expect(screen.getByText('+10 credits')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('exposes the countdown as a progress bar from 0 to 100', () => {
    const { rerender } = renderWithProviders(<ToastView type="info" message="Saved" showProgress progress={100} />);
    const bar = screen.getByRole('progressbar', { name: 'Time left before the notification closes' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<ToastView type="info" message="Saved" showProgress progress={41.6} />);
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    rerender(<ToastView type="info" message="Saved" showProgress progress={-5} />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });

  it('closes from its translated close button', async () => {
    const user = userEvent.setup();
    let closed = 0;
    renderWithProviders(<ToastView type="error" message="Не удалось сохранить" closeIcon onClose={() => (closed += 1)} />, {
      locale: 'ru',
    });
    expect(screen.getByText('Не удалось сохранить')).toHaveTextContent('Ошибка: Не удалось сохранить');
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(closed).toBe(1);
  });

  it('asks to pause while hovered or focused', async () => {
    const user = userEvent.setup();
    const pauses: boolean[] = [];
    renderWithProviders(
      <>
        <ToastView type="warning" message="Low credits" closeIcon onPauseChange={(paused) => pauses.push(paused)} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.hover(screen.getByText('Low credits'));
    await user.unhover(screen.getByText('Low credits'));
    expect(pauses).toEqual([true, false]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await user.tab();
    expect(pauses).toEqual([true, false, true, false]);
  });
});
