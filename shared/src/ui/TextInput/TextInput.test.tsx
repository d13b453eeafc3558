import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithProviders } from '../../testing';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is a themed text box that takes the user’s input', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    renderWithProviders(<TextInput aria-label="Search" onChange={(event) => values.push(event.target.value)} />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveClass('control');
    await user.type(input, 'java');
    expect(values.at(-1)).toBe('java');
  });

  it('can be marked invalid on its own and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<TextInput aria-label="Phone" invalid ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('invalid');
    expect(ref.current).toBe(input);
  });
});
