import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('names itself by its title and offers the next step', async () => {
    const user = userEvent.setup();
    let cleared = 0;
    renderWithProviders(
      <EmptyState
        title="No CVs match"
        text="Try fewer filters."
        icon="🔍"
        action={<Button onClick={() => (cleared += 1)}>Clear filters</Button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'No CVs match' });
    expect(region).toHaveTextContent('Try fewer filters.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cleared).toBe(1);
  });

  it('announces an error state', () => {
    renderWithProviders(<EmptyState variant="error" title="Could not load the vacancies" headingLevel={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the vacancies');
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });
});
