import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { Pagination } from './Pagination';
import { paginationItems } from './pagination-items';

function Pager({ initial = 1, pageCount = 10 }: { initial?: number; pageCount?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onChange={setPage} />;
}

describe('paginationItems', () => {
  it('keeps the first, last and neighbouring pages with gaps between', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(4, 8, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(paginationItems(6, 20, 2)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 20]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 2)).toEqual([1, 2]);
  });

  it('slides the window at either end instead of shrinking it: the bar keeps one width', () => {
    expect(paginationItems(1, 11)).toEqual([1, 2, 3, 4, 5, 'gap-end', 11]);
    expect(paginationItems(2, 11)).toEqual([1, 2, 3, 4, 5, 'gap-end', 11]);
    expect(paginationItems(11, 11)).toEqual([1, 'gap-start', 7, 8, 9, 10, 11]);
    for (let page = 1; page <= 40; page += 1) expect(paginationItems(page, 40)).toHaveLength(7);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark marking the current page', () => {
    renderWithProviders(<Pager initial={5} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('moves with previous, next and page buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pager />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('goes to the previous and next page with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pager initial={3} />);
    screen.getByRole('button', { name: 'Page 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('never reports the current page or one out of range', async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    renderWithProviders(<Pagination page={1} pageCount={2} onChange={(page) => chosen.push(page)} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(chosen).toEqual([2]);
  });

  it('speaks Russian and hides itself for a single page', () => {
    const { unmount } = renderWithProviders(<Pager initial={2} pageCount={3} />, { locale: 'ru' });
    expect(screen.getByRole('navigation', { name: 'Навигация по страницам' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Pager pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
