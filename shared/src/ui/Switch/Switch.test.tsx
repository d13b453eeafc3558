import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { Switch } from './Switch';

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch label="Remote work" checked={on} onChange={setOn} disabled={disabled} />;
}

describe('Switch', () => {
  it('is a named switch that toggles on click, Space and Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Remote work' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'true');
  });

  it('shows its state text in the on and off colours, translated', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />, { locale: 'ru' });
    expect(screen.getByText('Выкл.')).toHaveClass('off');
    await user.click(screen.getByRole('switch', { name: 'Remote work' }));
    expect(screen.getByText('Вкл.')).toHaveClass('on');
  });

  it('does not toggle while disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled disabled />);
    const control = screen.getByRole('switch', { name: 'Remote work' });
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });
});
