import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useApiQuery } from './use-api-query';

interface Pending {
  id: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

function createServer() {
  const pending: Pending[] = [];
  const fetcher = (id: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ id, signal, resolve, reject });
    });
  return { pending, fetcher };
}

function Cv({ id, fetcher }: { id: string; fetcher: (id: string) => (signal: AbortSignal) => Promise<string> }) {
  const { data, error, loading, refetch } = useApiQuery(['cv', id], fetcher(id));
  return (
    <div>
      <p>{loading ? 'loading' : 'idle'}</p>
      <p>data: {data ?? 'none'}</p>
      <p>error: {error instanceof Error ? error.message : 'none'}</p>
      <button type="button" onClick={() => void refetch()}>
        Reload
      </button>
    </div>
  );
}

describe('useApiQuery', () => {
  it('loads, then shows the data', async () => {
    const server = createServer();
    render(<Cv id="1" fetcher={server.fetcher} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => server.pending[0]?.resolve('CV 1'));
    expect(screen.getByText('data: CV 1')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('aborts the old request on a key change and never shows its answer', async () => {
    const server = createServer();
    function Switcher() {
      const [id, setId] = useState('1');
      return (
        <>
          <button type="button" onClick={() => setId('2')}>
            Next CV
          </button>
          <Cv id={id} fetcher={server.fetcher} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Switcher />);
    await user.click(screen.getByRole('button', { name: 'Next CV' }));
    expect(server.pending.map((call) => [call.id, call.signal.aborted])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    await act(async () => server.pending[0]?.resolve('CV 1'));
    expect(screen.getByText('data: none')).toBeInTheDocument();
    await act(async () => server.pending[1]?.resolve('CV 2'));
    expect(screen.getByText('data: CV 2')).toBeInTheDocument();
  });

  it('keeps the error, and refetches on demand', async () => {
    const server = createServer();
    const user = userEvent.setup();
    render(<Cv id="1" fetcher={server.fetcher} />);
    await act(async () => server.pending[0]?.reject(new Error('Server error')));
    expect(screen.getByText('error: Server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.getByText('error: none')).toBeInTheDocument();
    await act(async () => server.pending[1]?.resolve('CV 1'));
    expect(screen.getByText('data: CV 1')).toBeInTheDocument();
  });

  it('aborts on unmount', async () => {
    const server = createServer();
    const { unmount } = render(<Cv id="1" fetcher={server.fetcher} />);
    unmount();
    await waitFor(() => expect(server.pending[0]?.signal.aborted).toBe(true));
  });

  it('does nothing while disabled', () => {
    const server = createServer();
    function Held() {
      const { loading } = useApiQuery(['x'], server.fetcher('x'), { enabled: false });
      return <p>{loading ? 'loading' : 'idle'}</p>;
    }
    render(<Held />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(server.pending).toHaveLength(0);
  });
});
