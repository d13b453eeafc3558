import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUserRoute } from '../../../testing/render-user';
import type { EducationCatalogue, EducationItemDetails } from '../api/education-calls';

const catalogue: EducationCatalogue = {
  locale: 'ru',
  completed: 1,
  total: 2,
  items: [
    { id: 1, slug: 'boolean-search', kind: 'course', minutes: 25, title: 'Булев поиск', summary: 'AND, OR, NOT', completed: true },
    { id: 2, slug: 'first-message', kind: 'article', minutes: 8, title: 'Первое сообщение', summary: 'Шаблон', completed: false },
  ],
};
const item: EducationItemDetails = { ...catalogue.items[1]!, body: 'Абзац один.\n\nАбзац два.' };

describe('education', () => {
  it('lists courses and articles in the page language with the progress', async () => {
    const { mountProps } = renderUserRoute('/education', { locale: 'ru', routes: { 'GET /api/education': { body: catalogue } } });
    expect(await screen.findByRole('link', { name: 'Булев поиск' })).toHaveAttribute('href', '/education/1');
    expect(screen.getByRole('progressbar', { name: 'Пройдено 1 из 2' })).toHaveAttribute('value', '1');
    expect(screen.getByText('8 минут')).toBeInTheDocument();
    expect(mountProps?.recorded.requests[0]?.query).toBe('locale=ru');
  });

  it('opens an item and marks it completed', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/education/2', {
      routes: { 'GET /api/education/2': { body: item }, 'POST /api/education/2/progress': { body: { id: 2, completed: true } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Первое сообщение' })).toBeInTheDocument();
    expect(screen.getByText('Абзац два.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByRole('button', { name: 'Mark as not completed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Completed');
    expect(mountProps?.recorded.requests.at(-1)?.body).toEqual({ completed: true });
  });

  it('sends a malformed id and unknown paths to the host 404 screen', async () => {
    const malformed = renderUserRoute('/education/intro');
    await waitFor(() => expect(malformed.mountProps?.recorded.errorScreens).toEqual([{ status: 404 }]));
    malformed.unmount();
    const unknown = renderUserRoute('/user/nothing-here');
    await waitFor(() => expect(unknown.mountProps?.recorded.errorScreens).toEqual([{ status: 404 }]));
  });
});
