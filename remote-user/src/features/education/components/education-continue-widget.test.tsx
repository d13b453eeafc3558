import { screen } from '@testing-library/react';
import { renderInUser } from '../../../testing/render-user';
import { catalogueFixture } from '../testing/fixtures';
import { EducationContinueWidget } from './education-continue-widget';

describe('the education dashboard widget', () => {
  it('links straight to the lesson to continue with', async () => {
    renderInUser(<EducationContinueWidget />, { routes: { 'GET /api/education': { body: catalogueFixture() } } });
    expect(await screen.findByRole('link', { name: 'Continue: Phrases and fields' })).toHaveAttribute('href', '/education/1/lessons/2');
    expect(screen.getByRole('progressbar', { name: '1 of 3 lessons read' })).toBeInTheDocument();
  });

  it('invites to start when nothing is in progress', async () => {
    renderInUser(<EducationContinueWidget />, { locale: 'ru', routes: { 'GET /api/education': { body: catalogueFixture({ continue: null }) } } });
    expect(await screen.findByRole('heading', { name: 'Ничего не начато: выберите курс.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все курсы и статьи' })).toHaveAttribute('href', '/ru/education');
  });
});
