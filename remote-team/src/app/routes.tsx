import { lazy, Suspense } from 'react';
import { type DeclaredPageProps, DeclaredRoutes, Skeleton } from '@platform/shared';
import { IntegrationsPage } from '../features/integrations/components/integrations-page';
import { MailingsPage } from '../features/mailings/components/mailings-page';
import { TeamPage } from '../features/team/components/team-page';
import { PublicVacanciesPage } from '../features/vacancies/components/public-vacancies-page';
import { VacanciesPage } from '../features/vacancies/components/vacancies-page';
import { VacancyPage } from '../features/vacancies/components/vacancy-page';
import { routeManifest } from './route-manifest';

// The board (drag and drop) and the analytics (charts) bring libraries no other page needs: each
// is a chunk of its own, loaded when its page opens, so the area's first load stays small.
const BoardPage = lazy(() => import(/* webpackChunkName: "board" */ './board-route').then((module) => ({ default: module.BoardWithScorecards })));
const AnalyticsPage = lazy(() =>
  import(/* webpackChunkName: "analytics" */ '../features/analytics/components/analytics-page').then((module) => ({ default: module.AnalyticsPage })),
);

// The personal-data page is for a team's owners, now and then: it stays out of the area's first load.
const PrivacyPage = lazy(() => import(/* webpackChunkName: "privacy" */ '../features/privacy/components/privacy-page').then((module) => ({ default: module.PrivacyPage })));

// `id` is declared `{ type: 'id' }`: a positive whole number by the time a page sees it.
const VacancyRoute = ({ params }: DeclaredPageProps) => <VacancyPage key={params.id} id={Number(params.id)} />;
const MailingsRoute = ({ params }: DeclaredPageProps) => <MailingsPage key={params.id} id={Number(params.id)} />;
const BoardRoute = ({ params }: DeclaredPageProps) => <BoardPage key={params.id} id={Number(params.id)} />;

/** The area's pages, one per route of its declaration (`route-manifest.ts`). */
export function TeamRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <DeclaredRoutes
        manifest={routeManifest}
        pages={{
          team: () => <TeamPage />,
          vacancies: VacanciesPage,
          vacancy: VacancyRoute,
          'vacancy-mailings': MailingsRoute,
          'vacancy-applications': BoardRoute,
          analytics: () => <AnalyticsPage />,
          integrations: () => <IntegrationsPage />,
          privacy: () => <PrivacyPage />,
          'public-vacancies': () => <PublicVacanciesPage />,
        }}
      />
    </Suspense>
  );
}
