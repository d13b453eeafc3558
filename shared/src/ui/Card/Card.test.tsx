import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with actions and footer', () => {
    renderWithProviders(
      <Card title="Open vacancies" headingLevel={3} actions={<button type="button">Menu</button>} footer={<a href="#all">All vacancies</a>}>
        <p>3 open</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Open vacancies' });
    expect(screen.getByRole('heading', { level: 3, name: 'Open vacancies' })).toBeInTheDocument();
    expect(card).toContainElement(screen.getByRole('button', { name: 'Menu' }));
    expect(card).toContainElement(screen.getByRole('link', { name: 'All vacancies' }));
  });

  it('can be an article or an unnamed div', () => {
    renderWithProviders(
      <>
        <Card as="article" title="Jane Doe">Java developer</Card>
        <Card as="div">Plain</Card>
      </>,
    );
    expect(screen.getByRole('article', { name: 'Jane Doe' })).toHaveTextContent('Java developer');
    expect(screen.getByText('Plain')).not.toHaveAttribute('aria-labelledby');
  });
});

describe('a flat Card', () => {
  it('keeps its heading and region but draws no surface of its own (a widget inside the host’s card)', () => {
    renderWithProviders(
      <Card flat title="Scouting">
        3 new
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Scouting' });
    expect(card.className).toContain('flat');
  });
});
