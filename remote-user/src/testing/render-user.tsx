import type { ReactElement } from 'react';
import { createRecruiterSession, renderRemote, type RenderRemoteOptions } from '@platform/shared/testing';
import { UserRoutes } from '../app/routes';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** As for `renderRemote`; `session` defaults to a recruiter owning the team "Acme" (`createRecruiterSession()`). */
export type RenderUserOptions = Omit<RenderRemoteOptions, 'namespace' | 'messages'>;

/** Renders an element inside this area's providers (mount props over a fake API, `ui` and `user` messages). */
export function renderInUser(ui: ReactElement, options: RenderUserOptions = {}) {
  const session = options.session === undefined ? createRecruiterSession() : options.session;
  return renderRemote(ui, { namespace: 'user', messages: { en, ru }, ...options, session });
}

/** Renders the area's routes at `path` (locale-free, e.g. `/user/scout/result/7`). */
export function renderUserRoute(path: string, options: RenderUserOptions = {}) {
  return renderInUser(<UserRoutes />, { ...options, route: path });
}
