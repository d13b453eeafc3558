import { NotFound, useRouteId } from '@platform/shared';
import { Route, Routes } from '@platform/shared/router';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';
import { MailingsPage } from '../features/mailings/components/mailings-page';
import { TeamPage } from '../features/team/components/team-page';
import { VacanciesPage } from '../features/vacancies/components/vacancies-page';
import { VacancyPage } from '../features/vacancies/components/vacancy-page';

function VacancyRoute() {
  const id = useRouteId();
  return id === null ? null : <VacancyPage key={id} id={id} />;
}

function MailingsRoute() {
  const id = useRouteId();
  return id === null ? null : <MailingsPage key={id} id={id} />;
}

/** The area's pages (PRODUCT §3). */
export function TeamRoutes() {
  return (
    <Routes>
      <Route path="/team" element={<TeamPage />} />
      <Route path="/team/vacancy" element={<VacanciesPage />} />
      <Route path="/team/vacancy/:id" element={<VacancyRoute />} />
      <Route path="/team/vacancy/:id/Mailings" element={<MailingsRoute />} />
      <Route path="/team/analytics" element={<AnalyticsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
