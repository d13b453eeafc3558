import { useRouteError } from '@platform/shared/router';
import { ErrorScreen } from '../../features/errors';
import { useBootFrameRemoval } from './boot-frame';

/** Last line of defence: a render error in the shell shows the 500 screen; its button reloads at the root. */
export function ShellCrash() {
  const error = useRouteError();
  useBootFrameRemoval();
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorScreen error={{ status: 500, message }} onBackToSearch={() => window.location.assign('/')} />;
}
