import { useEffect } from 'react';
import { useMountProps } from './mount-props-context';

/**
 * A route element for a path no page of the area owns (or one that fails its validity check): it
 * hands the page to the host's 404 screen and renders nothing itself (docs/product.md#pages-and-routes).
 *
 * @example
 * <Route path="*" element={<NotFound />} />
 */
export function NotFound() {
  const { showErrorScreen } = useMountProps();
  useEffect(() => showErrorScreen(404), [showErrorScreen]);
  return null;
}
