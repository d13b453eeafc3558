import { NotFound, Skeleton, useRouteId } from '@platform/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@platform/shared/router';
import { MailingsPage } from '../features/mailings/components/mailings-page';
import { TeamPage } from '../features/team/components/team-page';
import { PublicVacanciesPage } from '../features/vacancies/components/public-vacancies-page';
import { VacanciesPage } from '../features/vacancies/components/vacancies-page';
import { VacancyPage } from '../features/vacancies/components/vacancy-page';

// The board (drag and drop) and the analytics (charts) bring libraries no other page needs: each
// is a chunk of its own, loaded when its page opens, so the area's first load stays small.
const BoardPage = lazy(() => import(/* webpackChunkName: "board" */ '../features/applications/components/board-page').then((module) => ({ default: module.BoardPage })));
const AnalyticsPage = lazy(() =>
  import(/* webpackChunkName: "analytics" */ '../features/analytics/components/analytics-page').then((module) => ({ default: module.AnalyticsPage })),
);

function VacancyRoute() {
  const id = useRouteId();
  return id === null ? null : <VacancyPage key={id} id={id} />;
}

function MailingsRoute() {
  const id = useRouteId();
  return id === null ? null : <MailingsPage key={id} id={id} />;
}

function BoardRoute() {
  const id = useRouteId();
  return id === null ? null : <BoardPage key={id} id={id} />;
}

/** The area's pages (PRODUCT §3), and the public list of open vacancies. */
export function TeamRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <Routes>
        <Route path="/team" element={<TeamPage />} />
        <Route path="/team/vacancy" element={<VacanciesPage />} />
        <Route path="/team/vacancy/:id" element={<VacancyRoute />} />
        <Route path="/team/vacancy/:id/Mailings" element={<MailingsRoute />} />
        <Route path="/team/vacancy/:id/applications" element={<BoardRoute />} />
        <Route path="/team/analytics" element={<AnalyticsPage />} />
        <Route path="/vacancies" element={<PublicVacanciesPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
