import { screen } from '@testing-library/react';
import { Route, Routes } from '@platform/shared/router';
import { renderRemote } from '../testing';
import { useRouteId } from './use-route-id';

const AREA = { namespace: 'area', messages: { en: {}, ru: {} } };

function Vacancy() {
  const id = useRouteId();
  return <p>{id === null ? 'no vacancy' : `vacancy ${id}`}</p>;
}

function renderAt(path: string) {
  return renderRemote(
    <Routes>
      <Route path="/vacancy/:id" element={<Vacancy />} />
    </Routes>,
    { ...AREA, route: path },
  );
}

describe('useRouteId', () => {
  it('reads a positive whole number', () => {
    const { mountProps } = renderAt('/vacancy/42');
    expect(screen.getByText('vacancy 42')).toBeInTheDocument();
    expect(mountProps.recorded.errorScreens).toEqual([]);
  });

  it.each(['0', 'abc', '07', '-1', '1.5', '12345678901234567'])('shows the host’s 404 screen for “%s”', (id) => {
    const { mountProps } = renderAt(`/vacancy/${id}`);
    expect(screen.getByText('no vacancy')).toBeInTheDocument();
    expect(mountProps.recorded.errorScreens).toEqual([{ status: 404 }]);
  });
});
