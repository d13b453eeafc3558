import { type DeclaredPageProps, DeclaredRoutes } from '@platform/shared';
import { AccountPage } from '../features/account/components/account-page';
import { ApplicationsPage } from '../features/applications/components/applications-page';
import { EducationItemPage } from '../features/education/components/education-item-page';
import { EducationPage } from '../features/education/components/education-page';
import { LessonPage } from '../features/education/components/lesson-page';
import { FavouritesPage } from '../features/favourites/components/favourites-page';
import { HistoryPage } from '../features/history/components/history-page';
import { ScoutResultPage } from '../features/scouts/components/scout-result-page';
import { ScoutResultsPage } from '../features/scouts/components/scout-results-page';
import { ScoutsPage } from '../features/scouts/components/scouts-page';
import { routeManifest } from './route-manifest';

// `id` is declared `{ type: 'id' }`: a positive whole number by the time a page sees it.
const ScoutResultRoute = ({ params }: DeclaredPageProps) => <ScoutResultPage key={params.id} id={Number(params.id)} />;
const EducationItemRoute = ({ params }: DeclaredPageProps) => <EducationItemPage key={params.id} id={Number(params.id)} />;
const LessonRoute = ({ params }: DeclaredPageProps) => (
  <LessonPage key={`${params.id}/${params.position}`} id={Number(params.id)} position={Number(params.position)} />
);

/** The area's pages, one per route of its declaration (`route-manifest.ts`). */
export function UserRoutes() {
  return (
    <DeclaredRoutes
      manifest={routeManifest}
      pages={{
        scout: ScoutsPage,
        'scout-results': ScoutResultsPage,
        'scout-result': ScoutResultRoute,
        account: () => <AccountPage />,
        history: HistoryPage,
        favourites: FavouritesPage,
        applications: ApplicationsPage,
        education: EducationPage,
        'education-item': EducationItemRoute,
        'education-lesson': LessonRoute,
      }}
    />
  );
}
