import { useMountProps } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

function Placeholder() {
  const { t } = useTranslation('user');
  return (
    <section aria-labelledby="user-title">
      <h1 id="user-title">{t('title')}</h1>
    </section>
  );
}

/** The area's root: its own router, based at the locale prefix the host hands over. */
export function UserApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <Routes>
        <Route path="*" element={<Placeholder />} />
      </Routes>
    </BrowserRouter>
  );
}
