import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows its text in its tone', () => {
    renderWithProviders(<Tag tone="success">Active</Tag>);
    expect(screen.getByText('Active').parentElement).toHaveClass('tag', 'success');
  });

  it('offers a translated remove button when removable', async () => {
    const user = userEvent.setup();
    const removed: string[] = [];
    renderWithProviders(<Tag onRemove={() => removed.push('PostgreSQL')}>PostgreSQL</Tag>, { locale: 'ru' });
    await user.click(screen.getByRole('button', { name: 'Удалить «PostgreSQL»' }));
    expect(removed).toEqual(['PostgreSQL']);
  });

  it('has no button unless removable', () => {
    renderWithProviders(<Tag>Kotlin</Tag>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
