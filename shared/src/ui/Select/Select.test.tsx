import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Select } from './Select';

const OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'updated', label: 'Recently updated' },
  { value: 'salary_asc', label: 'Salary, low first', disabled: true },
];

describe('Select', () => {
  it('offers its options and reports the choice', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithProviders(<Select aria-label="Sort" options={OPTIONS} onChange={(event) => chosen.push(event.target.value)} />);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    await user.selectOptions(select, 'Recently updated');
    expect(chosen).toEqual(['updated']);
    expect(screen.getByRole('option', { name: 'Salary, low first' })).toBeDisabled();
  });

  it('shows an unselectable placeholder while nothing is chosen', () => {
    renderWithProviders(<Select aria-label="Sort" options={OPTIONS} placeholder="Choose…" defaultValue="" />);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Choose…');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeDisabled();
  });

  it('can be marked invalid', () => {
    renderWithProviders(<Select aria-label="Sort" options={OPTIONS} invalid />);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveAttribute('aria-invalid', 'true');
  });
});
