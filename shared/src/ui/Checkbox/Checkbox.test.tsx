import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkbox label="Ready to relocate" description="Within Russia" />);
    const box = screen.getByRole('checkbox', { name: 'Ready to relocate' });
    expect(box).toHaveAccessibleDescription('Within Russia');
    await user.click(screen.getByText('Ready to relocate'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('is marked invalid and can be disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkbox label="I accept the terms" invalid disabled />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    expect(box).not.toBeChecked();
  });
});
