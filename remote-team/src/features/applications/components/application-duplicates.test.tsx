import { screen } from '@testing-library/react';
import { renderInTeam } from '../../../testing/render-team';
import { ApplicationDuplicates } from './application-duplicates';

const IMPORTED = {
  type: 'imported' as const,
  id: 41,
  name: 'A. Petrova',
  title: 'Go developer',
  city: 'Moscow',
  certainty: 'match' as const,
  reasons: ['phone' as const],
  nameSimilarity: 0.62,
  mergeable: true,
};

describe('ApplicationDuplicates', () => {
  it('links each likely duplicate of the applicant to its CV and says why, in the page’s language', () => {
    renderInTeam(<ApplicationDuplicates duplicates={[IMPORTED]} />, { locale: 'ru' });
    expect(screen.getByRole('heading', { name: 'Возможные дубликаты этого кандидата' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A. Petrova' })).toHaveAttribute('href', '/ru/cv/imported/41');
    expect(screen.getByText('Go developer · тот же человек · тот же телефон')).toBeInTheDocument();
  });

  it('shows nothing when no CV looks like the applicant', () => {
    const { container } = renderInTeam(<ApplicationDuplicates duplicates={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
