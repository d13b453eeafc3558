import { CV_TYPES, type CvMe, type CvType, NotFound, type ResumeLookup, useMountProps } from '@platform/shared';
import { useMemo } from 'react';
import { BrowserRouter, Route, Routes, useParams } from '@platform/shared/router';
import { CvEditor } from '../features/cv-editor/components/cv-editor';
import { ImportPage } from '../features/cv-import/components/import-page';
import { CvPage, type OwnerEditorSlot } from '../features/cv-view/components/cv-page';
import { UsernameRedirect } from '../features/username-redirect/components/username-redirect';

const CV_ID = /^[1-9]\d{0,15}$/;

function isCvType(value: string | undefined): value is CvType {
  return CV_TYPES.some((type) => type === value);
}

/** The owner's editor in place of the CV; a changed username moves a username address along. */
function useEditorSlot(username: string | null) {
  const { navigate } = useMountProps();
  return ({ onClose }: OwnerEditorSlot) => (
    <CvEditor
      onClose={(saved: CvMe | null) => {
        if (saved && username !== null && saved.username !== username) {
          // The old address no longer finds the CV: follow it to its new name.
          navigate(`/cv/username/${saved.username}`, { replace: true });
        }
        onClose(saved !== null);
      }}
    />
  );
}

/** `/cv/{type}/{id}`, after the route validity check (PRODUCT §3). */
function CvByIdRoute() {
  const { type, id } = useParams();
  const lookup = useMemo<ResumeLookup | null>(() => (isCvType(type) && id && CV_ID.test(id) ? { type, id: Number(id) } : null), [type, id]);
  const renderEditor = useEditorSlot(null);
  if (!lookup) return <NotFound />;
  return <CvPage key={`${type}/${id}`} lookup={lookup} renderEditor={renderEditor} />;
}

function CvByUsernameRoute() {
  const { username = '' } = useParams();
  const lookup = useMemo<ResumeLookup>(() => ({ username }), [username]);
  const renderEditor = useEditorSlot(username);
  return <CvPage key={username} lookup={lookup} renderEditor={renderEditor} />;
}

function UsernameRedirectRoute() {
  const { username = '' } = useParams();
  return <UsernameRedirect key={username} username={username} />;
}

/** The area's root: its own router, based at the locale prefix the host hands over. */
export function CvApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <Routes>
        <Route path="/cv/import" element={<ImportPage />} />
        <Route path="/cv/username_redirect/:username" element={<UsernameRedirectRoute />} />
        <Route path="/cv/username/:username" element={<CvByUsernameRoute />} />
        <Route path="/cv/:type/:id" element={<CvByIdRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
