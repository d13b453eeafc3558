import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Button } from '../Button';
import { Page, PAGE_CLASSES, PageHeader } from './Page';

describe('Page', () => {
  it('is a region named by its title, with the actions beside the title', () => {
    renderWithProviders(
      <Page aria-labelledby="scouts-title">
        <PageHeader title="Scouts" titleId="scouts-title" actions={<Button>New scout</Button>} />
        <p>Saved searches</p>
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'Scouts' });
    expect(page).toHaveClass('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Scouts' })).toHaveClass('title');
    expect(screen.getByRole('button', { name: 'New scout' }).parentElement).toHaveClass('header');
    expect(page).toHaveTextContent('Saved searches');
  });

  it('can be an article', () => {
    renderWithProviders(
      <Page as="article" aria-labelledby="vacancy-title" className="extra">
        <PageHeader title="Java developer" titleId="vacancy-title" />
      </Page>,
    );
    expect(screen.getByRole('article', { name: 'Java developer' })).toHaveClass('page', 'extra');
  });

  it('names the class of every common page part', () => {
    expect(PAGE_CLASSES).toEqual({
      row: 'row',
      list: 'list',
      form: 'form',
      grid2: 'grid2',
      table: 'table',
      stackedTable: 'stackedTable',
      muted: 'muted',
      link: 'link',
      code: 'code',
      prose: 'prose',
    });
  });
});
