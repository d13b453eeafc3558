import { NotFound, useMountProps } from '@platform/shared';
import { BrowserRouter, Route, Routes } from '@platform/shared/router';
import { SearchPage } from '../features/search/components/search-page';

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
