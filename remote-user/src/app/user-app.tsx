import { useMountProps } from '@platform/shared';
import { BrowserRouter } from '@platform/shared/router';
import { UserRoutes } from './routes';

/** The area's root: its own router, based at the locale prefix the host hands over. */
export function UserApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <UserRoutes />
    </BrowserRouter>
  );
}
