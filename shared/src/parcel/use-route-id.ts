import { useEffect } from 'react';
import { ROUTE_ID_PATTERN } from '@platform/contract';
import { useParams } from '@platform/shared/router';
import { useMountProps } from './mount-props-context';

/**
 * @deprecated Declare the parameter `{ type: 'id' }` in the remote's route declaration and read it
 * from the page's `params` (`DeclaredRoutes`): the host then refuses a bad id before it loads the
 * area. Kept because `@platform/shared` is shared at runtime: a remote released before route
 * declarations gets the host's copy and still calls this.
 *
 * The numeric `:id` parameter of the current route, or `null` when it is missing or malformed
 * (`0`, `abc`, `07`, more than 16 digits), in which case the host's 404 screen is shown: a route
 * validity check (docs/product.md#pages-and-routes). Use it inside the remote's router.
 *
 * @example
 * const id = useRouteId();
 * if (id === null) return null;
 */
export function useRouteId(): number | null {
  const { id } = useParams();
  const { showErrorScreen } = useMountProps();
  const valid = id !== undefined && ROUTE_ID_PATTERN.test(id);
  useEffect(() => {
    if (!valid) showErrorScreen(404);
  }, [valid, showErrorScreen]);
  return valid ? Number(id) : null;
}
