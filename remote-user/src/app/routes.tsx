import { NotFound, useRouteId } from '@platform/shared';
import { Route, Routes } from '@platform/shared/router';
import { AccountPage } from '../features/account/components/account-page';
import { ApplicationsPage } from '../features/applications/components/applications-page';
import { EducationItemPage } from '../features/education/components/education-item-page';
import { EducationPage } from '../features/education/components/education-page';
import { FavouritesPage } from '../features/favourites/components/favourites-page';
import { HistoryPage } from '../features/history/components/history-page';
import { ScoutResultPage } from '../features/scouts/components/scout-result-page';
import { ScoutResultsPage } from '../features/scouts/components/scout-results-page';
import { ScoutsPage } from '../features/scouts/components/scouts-page';

function ScoutResultRoute() {
  const id = useRouteId();
  return id === null ? null : <ScoutResultPage key={id} id={id} />;
}

function EducationItemRoute() {
  const id = useRouteId();
  return id === null ? null : <EducationItemPage key={id} id={id} />;
}

/** The area's pages (PRODUCT §3). */
export function UserRoutes() {
  return (
    <Routes>
      <Route path="/user/scout" element={<ScoutsPage />} />
      <Route path="/user/scout/result" element={<ScoutResultsPage />} />
      <Route path="/user/scout/result/:id" element={<ScoutResultRoute />} />
      <Route path="/user/account" element={<AccountPage />} />
      <Route path="/user/history" element={<HistoryPage />} />
      <Route path="/user/favourites" element={<FavouritesPage />} />
      <Route path="/user/applications" element={<ApplicationsPage />} />
      <Route path="/education" element={<EducationPage />} />
      <Route path="/education/:id" element={<EducationItemRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
