import { screen, waitFor, within } from '@testing-library/react';
import type { SearchRequest } from '@platform/contract';
import type { RecordedRequest } from '@platform/shared/testing';
import { makeItem, makeResponse } from '../testing/fixtures';
import { renderSearch } from '../testing/render-search';
import { SearchApp } from './search-app';

/**
 * The search page for phones and keyboards: the filters behind a "Filters (n)" button that opens
 * them in a dialog (below the layout's breakpoint; jsdom applies no media query, so the sidebar
 * is in the document too), and the "Skip to results" link.
 */
const SEARCH = 'POST /api/webapp/resumes_search/resumes/';
const routes = { [SEARCH]: () => ({ body: makeResponse([makeItem({ name: 'Anna Petrova' })]) }) };

function searches(requests: RecordedRequest[]): SearchRequest[] {
  return requests.filter((request) => request.path === '/api/webapp/resumes_search/resumes/').map((request) => request.body as SearchRequest);
}

const TWO_FILTERS = `/search?filters=${encodeURIComponent(JSON.stringify({ city: ['Москва'], remote: true }))}`;

describe('the filters drawer', () => {
  it('counts the applied filters on its button, and Escape closes it without applying, the focus back on the button', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, { url: TWO_FILTERS, routes });
    const opener = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    const before = searches(mountProps.recorded.requests).length;

    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    // The draft starts from the applied filters.
    expect(within(dialog).getByRole('checkbox', { name: 'Remote work' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ready to relocate' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(searches(mountProps.recorded.requests)).toHaveLength(before);
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('checkbox', { name: 'Ready to relocate' })).not.toBeChecked();
  });

  it('applies the draft from its own Apply button, closes, and counts the new filters', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, { routes });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remote work' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ready to relocate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(searches(mountProps.recorded.requests).at(-1)?.filters).toEqual({ relocation: true, remote: true }));
    const updated = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(updated).toHaveFocus();
  });

  it('resets the applied filters from inside and stays open for new ones, in Russian', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, { url: `/ru${TWO_FILTERS}`, locale: 'ru', routes });
    await user.click(await screen.findByRole('button', { name: 'Фильтры (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Фильтры' });
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить фильтры' }));

    await waitFor(() => expect(searches(mountProps.recorded.requests).at(-1)?.filters).toBeUndefined());
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Удалённая работа' })).not.toBeChecked();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Применить фильтры' })).toBeInTheDocument();
  });
});

describe('"Skip to results"', () => {
  it.each([
    ['en', '/search', 'Skip to results', /CVs? found/],
    ['ru', '/ru/search', 'К результатам', /Найдено/],
  ] as const)('is the first stop of the page and moves the focus to the results (%s)', async (locale, url, name, heading) => {
    const { user } = renderSearch(<SearchApp />, { url, locale, routes });
    await screen.findByRole('heading', { level: 3, name: 'Anna Petrova' });
    await user.tab();
    const skip = screen.getByRole('link', { name });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#search-results-heading');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: heading })).toHaveFocus();
    // Tab goes on into the results, past the search box and the filters' sidebar.
    await user.tab();
    expect(screen.getByRole('region', { name: heading })).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  });
});
