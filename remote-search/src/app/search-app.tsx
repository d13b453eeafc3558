import { useMountProps } from '@platform/shared';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SearchPage } from '../features/search/components/search-page';

/** Any path of this area other than `/search`: the host's 404 screen (PRODUCT §3, route validity). */
function NotFound() {
  const { showErrorScreen } = useMountProps();
  useEffect(() => showErrorScreen(404), [showErrorScreen]);
  return null;
}

/** The area's root: its own router, based at the locale prefix the host hands over. */
export function SearchApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
