import { screen, waitFor } from '@testing-library/react';
import type { SearchRequest } from '@platform/contract';
import type { FakeReply, RecordedRequest } from '@platform/shared/testing';
import { makeItem, makeResponse } from '../testing/fixtures';
import { renderSearch } from '../testing/render-search';
import { SearchApp } from './search-app';

const SEARCH = 'POST /api/webapp/resumes_search/resumes/';

function bodies(requests: RecordedRequest[]): SearchRequest[] {
  return requests.filter((request) => request.path === '/api/webapp/resumes_search/resumes/').map((request) => request.body as SearchRequest);
}

describe('what the search did with the text', () => {
  it('names what it left out, and offers the text as typed after a correction', async () => {
    const routes = {
      [SEARCH]: (request: RecordedRequest): FakeReply => {
        const body = request.body as SearchRequest;
        return body.correct === false
          ? { body: makeResponse([]) }
          : {
              body: makeResponse([makeItem({ name: 'Anna Petrova' })], {
                ignored: [{ text: 'the', reason: 'stop_word' }],
                corrected: { text: 'водитель', original: 'вадитель the' },
              }),
            };
      },
    };
    const { mountProps, user } = renderSearch(<SearchApp />, { url: '/search?q=вадитель%20the', routes });
    expect(await screen.findByText('Nothing matched your search as typed. Showing results for “водитель”.')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Left out of the search' })).toHaveTextContent('“the”: too common a word to search for');

    await user.click(screen.getByRole('button', { name: 'Search instead for “вадитель the”' }));
    await waitFor(() => expect(bodies(mountProps.recorded.requests).at(-1)).toMatchObject({ text: 'вадитель the', correct: false }));
  });

  it('searches without synonyms when the box is unticked', async () => {
    const { mountProps, user } = renderSearch(<SearchApp />, { url: '/search?q=developer', routes: { [SEARCH]: () => ({ body: makeResponse([]) }) } });
    const box = await screen.findByRole('checkbox', { name: /synonyms/ });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(bodies(mountProps.recorded.requests).at(-1)).toMatchObject({ text: 'developer', synonyms: false }));
  });
});
