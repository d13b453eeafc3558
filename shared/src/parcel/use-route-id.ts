import { useEffect } from 'react';
import { useParams } from '@platform/shared/router';
import { useMountProps } from './mount-props-context';

const POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;

/**
 * The numeric `:id` parameter of the current route, or `null` when it is missing or malformed
 * (`0`, `abc`, `07`, more than 16 digits), in which case the host's 404 screen is shown: a route
 * validity check (spec point 2). Use it inside the remote's router.
 *
 * @example
 * const id = useRouteId();
 * if (id === null) return null;
 */
export function useRouteId(): number | null {
  const { id } = useParams();
  const { showErrorScreen } = useMountProps();
  const valid = id !== undefined && POSITIVE_INTEGER.test(id);
  useEffect(() => {
    if (!valid) showErrorScreen(404);
  }, [valid, showErrorScreen]);
  return valid ? Number(id) : null;
}
