import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithProviders } from '../../testing';
import { FormField } from '../FormField';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a themed multi-line box that takes the user’s input, line breaks included', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    renderWithProviders(<TextArea aria-label="Message" onChange={(event) => values.push(event.target.value)} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveClass('control');
    expect(box).toHaveAttribute('rows', '5');
    await user.type(box, 'Hello{Enter}world');
    expect(values.at(-1)).toBe('Hello\nworld');
  });

  it('takes its label, required mark, hint and error from the surrounding FormField', () => {
    renderWithProviders(
      <FormField label="Cover letter" hint="A few lines" error="Write the message." required>
        <TextArea defaultValue="" />
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: /Cover letter/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveClass('invalid');
    expect(box).toHaveAccessibleDescription('A few lines Write the message.');
  });

  it('can be marked invalid on its own, keeps given rows and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithProviders(<TextArea aria-label="Summary" invalid rows={3} ref={ref} />);
    const box = screen.getByRole('textbox', { name: 'Summary' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('rows', '3');
    expect(ref.current).toBe(box);
  });
});
