import { useMountProps } from '@platform/shared';
import { BrowserRouter } from '@platform/shared/router';
import { OpsRoutes } from './routes';

/** The area's root: its own router, based at the locale prefix the host hands over. */
export function OpsApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <OpsRoutes />
    </BrowserRouter>
  );
}
