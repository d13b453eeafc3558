import { type DeclaredPageProps, DeclaredRoutes } from '@platform/shared';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';
import { MailingsPage } from '../features/mailings/components/mailings-page';
import { TeamPage } from '../features/team/components/team-page';
import { VacanciesPage } from '../features/vacancies/components/vacancies-page';
import { VacancyPage } from '../features/vacancies/components/vacancy-page';
import { routeManifest } from './route-manifest';

// `id` is declared `{ type: 'id' }`: a positive whole number by the time a page sees it.
const VacancyRoute = ({ params }: DeclaredPageProps) => <VacancyPage key={params.id} id={Number(params.id)} />;
const MailingsRoute = ({ params }: DeclaredPageProps) => <MailingsPage key={params.id} id={Number(params.id)} />;

/** The area's pages, one per route of its declaration (`route-manifest.ts`). */
export function TeamRoutes() {
  return (
    <DeclaredRoutes
      manifest={routeManifest}
      pages={{
        team: () => <TeamPage />,
        vacancies: VacanciesPage,
        vacancy: VacancyRoute,
        'vacancy-mailings': MailingsRoute,
        analytics: () => <AnalyticsPage />,
      }}
    />
  );
}
