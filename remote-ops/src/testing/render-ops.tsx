import type { ReactElement } from 'react';
import { createRecruiterSession, renderRemote, type RenderRemoteOptions } from '@platform/shared/testing';
import { OpsRoutes } from '../app/routes';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

export type RenderOpsOptions = Omit<RenderRemoteOptions, 'namespace' | 'messages'>;

/** A signed-in platform operator (Olga, a recruiter of "Acme" who also has the operators' role). */
export const operatorSession = () => createRecruiterSession({ operator: true });

/** Renders an element inside this area's providers; `session` defaults to an operator. */
export function renderInOps(ui: ReactElement, options: RenderOpsOptions = {}) {
  const session = options.session === undefined ? operatorSession() : options.session;
  return renderRemote(ui, { namespace: 'ops', messages: { en, ru }, ...options, session });
}

/** Renders the area's routes at `path` (locale-free, e.g. `/ops/releases`). */
export function renderOpsRoute(path: string, options: RenderOpsOptions = {}) {
  return renderInOps(<OpsRoutes />, { ...options, route: path });
}
