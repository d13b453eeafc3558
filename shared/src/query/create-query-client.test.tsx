import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMountProps } from '../parcel/mount-props-context';
import { createTestMountProps, renderWithProviders } from '../testing';

/** What two areas of one page might both show: the team's name. */
function TeamName({ label }: { label: string }) {
  const { api } = useMountProps();
  const query = useQuery({ queryKey: ['team', 'details'], queryFn: ({ signal }) => api.get<{ name: string }>('/example/team', { signal }) });
  return <p>{query.data ? `${label}: ${query.data.name}` : `${label}: …`}</p>;
}

function Rename() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  const rename = async () => {
    await api.patch('/example/team', { name: 'Globex' });
    await queryClient.invalidateQueries({ queryKey: ['team'] });
  };
  return (
    <button type="button" onClick={() => void rename()}>
      Rename
    </button>
  );
}

describe('the page’s one query client, shared by parcels', () => {
  it('asks once for what two parcels show, and a change in one refreshes the other', async () => {
    let name = 'Acme';
    const props = createTestMountProps({
      routes: {
        'GET /api/example/team': () => ({ body: { name } }),
        'PATCH /api/example/team': () => {
          name = 'Globex';
          return { body: { name } };
        },
      },
    });
    const user = userEvent.setup();
    // Two React roots, as two parcels are, over the one client the host hands both.
    renderWithProviders(<TeamName label="Header widget" />, { mountProps: props });
    renderWithProviders(
      <>
        <TeamName label="Team page" />
        <Rename />
      </>,
      { mountProps: props },
    );
    expect(await screen.findByText('Header widget: Acme')).toBeInTheDocument();
    expect(await screen.findByText('Team page: Acme')).toBeInTheDocument();
    expect(props.recorded.requests.filter((request) => request.method === 'GET')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Header widget: Globex')).toBeInTheDocument();
    expect(screen.getByText('Team page: Globex')).toBeInTheDocument();
  });
});
