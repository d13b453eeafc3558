import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { useFormFieldControl } from './form-field-context';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    renderWithProviders(
      <FormField label="Email" hint="We never share it">
        <TextInput type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error, describes the control with it and marks it invalid', () => {
    renderWithProviders(
      <FormField label="Email" hint="Work address" error="Enter a valid email">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Enter a valid email');
    expect(input).toHaveClass('invalid');
  });

  it('turns the border red while valid is false and restores it otherwise (docs/product.md#ui-kit)', () => {
    const { rerender } = renderWithProviders(
      <FormField label="Salary" valid={false}>
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Salary' });
    expect(input).toHaveClass('control', 'invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    rerender(
      <FormField label="Salary" valid>
        <TextInput />
      </FormField>,
    );
    expect(input).toHaveClass('control');
    expect(input).not.toHaveClass('invalid');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('follows a bound value as the user types', async () => {
    const user = userEvent.setup();
    function Form() {
      const [value, setValue] = useState('');
      return (
        <FormField label="Username" valid={/^[a-z]+$/.test(value)} error={value && !/^[a-z]+$/.test(value) ? 'Latin letters only' : undefined}>
          <TextInput value={value} onChange={(event) => setValue(event.target.value)} />
        </FormField>
      );
    }
    renderWithProviders(<Form />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'an1');
    expect(input).toHaveClass('invalid');
    expect(screen.getByText('Latin letters only')).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(input).not.toHaveClass('invalid');
    expect(screen.queryByText('Latin letters only')).not.toBeInTheDocument();
  });

  it('marks required fields for sight and for screen readers', () => {
    renderWithProviders(
      <FormField label="Name" required>
        <TextInput />
      </FormField>,
      { locale: 'ru' },
    );
    const input = screen.getByRole('textbox', { name: 'Name (обязательное поле)' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('wires a select, and lets custom controls read the field', () => {
    function Custom() {
      const field = useFormFieldControl();
      return <output id={field?.id} data-invalid={String(field?.invalid)} aria-describedby={field?.describedBy} />;
    }
    renderWithProviders(
      <>
        <FormField label="City" hint="Where the candidate lives">
          <Select options={[{ value: 'msk', label: 'Moscow' }]} />
        </FormField>
        <FormField label="Score" valid={false} id="score">
          <Custom />
        </FormField>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('Where the candidate lives');
    expect(document.getElementById('score')).toHaveAttribute('data-invalid', 'true');
  });
});
