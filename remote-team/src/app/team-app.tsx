import { useMountProps } from '@platform/shared';
import { BrowserRouter } from '@platform/shared/router';
import { TeamRoutes } from './routes';

/** The area's root: its own router, based at the locale prefix the host hands over. */
export function TeamApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <TeamRoutes />
    </BrowserRouter>
  );
}
