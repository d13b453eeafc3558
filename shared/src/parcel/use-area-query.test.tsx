import { screen, waitFor } from '@testing-library/react';
import { renderRemote } from '../testing';
import { QueryView } from '../ui/QueryView';
import { useAreaQuery } from './use-area-query';

const AREA = { namespace: 'area', messages: { en: {}, ru: {} } };

function TeamName() {
  const query = useAreaQuery(['team'], (api, signal) => api.get<{ name: string }>('/example/team', { signal }));
  return <QueryView query={query}>{(team) => <h1>{team.name}</h1>}</QueryView>;
}

describe('useAreaQuery', () => {
  it('loads through the host’s API client', async () => {
    const { mountProps } = renderRemote(<TeamName />, { ...AREA, routes: { 'GET /api/example/team': { body: { name: 'Acme' } } } });
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(mountProps.recorded.errorScreens).toEqual([]);
  });

  it.each([403, 404])('hands a %i to the host’s error screen', async (status) => {
    const { mountProps } = renderRemote(<TeamName />, { ...AREA, routes: { 'GET /api/example/team': { status, body: { error: { code: 'x', message: 'no' } } } } });
    await waitFor(() => expect(mountProps.recorded.errorScreens).toEqual([{ status }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps other failures for the page to show with a retry', async () => {
    const { mountProps } = renderRemote(<TeamName />, { ...AREA, routes: { 'GET /api/example/team': { status: 500, body: { error: { code: 'boom', message: 'boom' } } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page');
    expect(mountProps.recorded.errorScreens).toEqual([]);
  });
});
