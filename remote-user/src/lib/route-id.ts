import { useMountProps } from '@platform/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

const POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;

/**
 * The numeric `:id` of the route, or `null` when it is malformed, in which case the host's 404
 * screen is shown (a route validity check, spec point 2).
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
