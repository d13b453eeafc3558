import { lazy, Suspense, useMemo } from 'react';
import { CV_TYPES, type CvMe, type CvType, type ResumeDetails, type ResumeLookup } from '@platform/contract';
import { type DeclaredPageProps, DeclaredRoutes, NotFound, Skeleton, useMountProps } from '@platform/shared';
import { BrowserRouter } from '@platform/shared/router';
import { DuplicatesPanel } from '../features/cv-duplicates/components/duplicates-panel';
import { OwnCvRedirect } from '../features/cv-editor/components/own-cv-redirect';
import { PrivacyPanel } from '../features/cv-privacy/components/privacy-panel';
import { CvPage, type OwnerEditorSlot } from '../features/cv-view/components/cv-page';
import { UsernameRedirect } from '../features/username-redirect/components/username-redirect';
import { routeManifest } from './route-manifest';

// Reading a CV is what most visits do; writing one (the editor, the wizard) and importing files
// (the upload, the draft's review) bring the form library and their own screens: each is a chunk
// of its own, loaded when its page or the owner's editor opens, so a CV's first load stays small.
const CvEditor = lazy(() => import(/* webpackChunkName: "cv-editor" */ '../features/cv-editor/components/cv-editor').then((module) => ({ default: module.CvEditor })));
const CvWizard = lazy(() => import(/* webpackChunkName: "cv-wizard" */ '../features/cv-editor/components/cv-wizard').then((module) => ({ default: module.CvWizard })));
const ImportPage = lazy(() => import(/* webpackChunkName: "cv-import" */ '../features/cv-import/components/import-page').then((module) => ({ default: module.ImportPage })));
const DraftPage = lazy(() => import(/* webpackChunkName: "cv-draft" */ '../features/cv-import/components/draft-page').then((module) => ({ default: module.DraftPage })));

function isCvType(value: string | undefined): value is CvType {
  return CV_TYPES.some((type) => type === value);
}

/** The owner's editor in place of the CV; a changed username moves a username address along. */
function useEditorSlot(username: string | null) {
  const { navigate } = useMountProps();
  return ({ onClose }: OwnerEditorSlot) => (
    // In place of the CV while its code loads: the page around it stays.
    <Suspense fallback={<Skeleton lines={8} />}>
      <CvEditor
        onClose={(saved: CvMe | null) => {
          if (saved && username !== null && saved.username !== username) {
            // The old address no longer finds the CV: follow it to its new name.
            navigate(`/cv/username/${saved.username}`, { replace: true });
          }
          onClose();
        }}
      />
    </Suspense>
  );
}

/** Under a CV, for a recruiter: its likely duplicates and the merges into it. */
function renderDuplicates(details: ResumeDetails) {
  return <DuplicatesPanel key={`${details.type}/${details.id}`} cv={{ type: details.type, id: details.id }} />;
}

/** A team's import shows its personal-data panel: only that team sees the CV at all. */
function renderPrivacy(details: ResumeDetails) {
  return details.type === 'imported' ? <PrivacyPanel key={details.id} cv={details} /> : null;
}

/** `/cv/{type}/{id}`: the declaration has checked both (a known type, a positive id). */
function CvByIdRoute({ params: { type, id } }: DeclaredPageProps) {
  const lookup = useMemo<ResumeLookup | null>(() => (isCvType(type) ? { type, id: Number(id) } : null), [type, id]);
  const renderEditor = useEditorSlot(null);
  if (!lookup) return <NotFound />;
  return <CvPage key={`${type}/${id}`} lookup={lookup} renderEditor={renderEditor} renderAside={renderDuplicates} renderPrivacy={renderPrivacy} />;
}

function CvByUsernameRoute({ params: { username = '' } }: DeclaredPageProps) {
  const lookup = useMemo<ResumeLookup>(() => ({ username }), [username]);
  const renderEditor = useEditorSlot(username);
  return <CvPage key={username} lookup={lookup} renderEditor={renderEditor} renderAside={renderDuplicates} />;
}

function UsernameRedirectRoute({ params: { username = '' } }: DeclaredPageProps) {
  return <UsernameRedirect key={username} username={username} />;
}

/** The area's root: its own router, based at the locale prefix the host hands over, made from its route declaration. */
export function CvApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <Suspense fallback={<Skeleton lines={8} />}>
        <DeclaredRoutes
          manifest={routeManifest}
          pages={{
            'cv-by-username': CvByUsernameRoute,
            'cv-username-redirect': UsernameRedirectRoute,
            cv: CvByIdRoute,
            'my-cv': OwnCvRedirect,
            'cv-new': () => <CvWizard />,
            'cv-import': () => <ImportPage />,
            'cv-draft': DraftPage,
          }}
        />
      </Suspense>
    </BrowserRouter>
  );
}
