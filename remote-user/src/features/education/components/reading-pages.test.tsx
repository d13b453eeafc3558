import { screen, waitFor, within } from '@testing-library/react';
import { renderUserRoute } from '../../../testing/render-user';
import { ARTICLE, COURSE, LESSON } from '../testing/fixtures';

describe('the reading pages', () => {
  it('shows a course with its introduction and its lessons in order, and where to go on', async () => {
    renderUserRoute('/education/1', { routes: { 'GET /api/education/1': { body: COURSE } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Boolean search' })).toBeInTheDocument();
    expect(await screen.findByText('operators')).toHaveProperty('tagName', 'STRONG');
    const lessons = within(screen.getByRole('region', { name: 'Lessons' })).getAllByRole('listitem');
    expect(lessons.map((item) => within(item).getByRole('link').textContent)).toEqual(['Words and operators', 'Phrases and fields', 'Word forms']);
    expect(within(lessons[0]!).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with lesson 2' })).toHaveAttribute('href', '/education/1/lessons/2');
  });

  it('renders an article’s Markdown and marks it read', async () => {
    let read = false;
    const { mountProps, user } = renderUserRoute('/education/2', {
      routes: {
        'GET /api/education/2': () => ({ body: read ? { ...ARTICLE, status: 'completed', progress: { done: 1, total: 1 } } : ARTICLE }),
        'POST /api/education/2/progress': () => {
          read = true;
          return { body: { id: 2, status: 'completed', progress: { done: 1, total: 1 } } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'The four parts' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'do not' })).toBeInTheDocument();
    expect(screen.getByText('Hello {name}').closest('pre')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'POST')?.body).toEqual({ completed: true });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Completed'));
    expect(screen.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    // The page shows what the API has now, after refetching it.
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'GET' && request.path === '/api/education/2')).toHaveLength(2);
  });

  it('reads a lesson, marks it read and links to the lessons around it', async () => {
    let completed = false;
    const { mountProps, user } = renderUserRoute('/education/1/lessons/2', {
      locale: 'ru',
      routes: {
        'GET /api/education/1/lessons/2': () => ({ body: { ...LESSON, completed, course: { ...LESSON.course, progress: { done: completed ? 2 : 1, total: 3 } } } }),
        'POST /api/education/1/lessons/2/progress': (request) => {
          completed = true;
          return { body: { id: 1, position: 2, completed: request.body !== undefined, status: 'in_progress', progress: { done: 2, total: 3 } } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Quotes keep a phrase together' })).toBeInTheDocument();
    expect(screen.getByText('Урок 2 из 3')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Уроки' });
    expect(within(nav).getByRole('link', { name: 'Назад: Words and operators' })).toHaveAttribute('href', '/education/1/lessons/1');
    expect(within(nav).getByRole('link', { name: 'Далее: Word forms' })).toHaveAttribute('href', '/education/1/lessons/3');

    await user.click(screen.getByRole('button', { name: 'Отметить как прочитанное' }));
    expect(await screen.findByRole('button', { name: 'Отметить как непрочитанное' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Прочитано уроков: 2 из 3' })).toHaveAttribute('value', '2'));
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ completed: true }]);
  });

  it('sends malformed ids and unknown paths to the host 404 screen', async () => {
    for (const path of ['/education/intro', '/education/1/lessons/0', '/education/1/lessons/x', '/user/nothing-here']) {
      const view = renderUserRoute(path);
      await waitFor(() => expect(view.mountProps?.recorded.errorScreens).toEqual([{ status: 404 }]));
      view.unmount();
    }
  });
});
