import type { ReactElement } from 'react';
import { createRecruiterSession, renderRemote, type RenderRemoteOptions } from '@platform/shared/testing';
import { TeamRoutes } from '../app/routes';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** As for `renderRemote`; `session` defaults to a recruiter owning the team "Acme" (`createRecruiterSession()`). */
export type RenderTeamOptions = Omit<RenderRemoteOptions, 'namespace' | 'messages'>;

/** Renders an element inside this area's providers (mount props over a fake API, `ui` and `team` messages). */
export function renderInTeam(ui: ReactElement, options: RenderTeamOptions = {}) {
  const session = options.session === undefined ? createRecruiterSession() : options.session;
  return renderRemote(ui, { namespace: 'team', messages: { en, ru }, ...options, session });
}

/** Renders the area's routes at `path` (locale-free, e.g. `/team/vacancy/7`). */
export function renderTeamRoute(path: string, options: RenderTeamOptions = {}) {
  return renderInTeam(<TeamRoutes />, { ...options, route: path });
}
