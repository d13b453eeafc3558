import type { ReactElement } from 'react';
import { renderRemote, type RenderRemoteOptions } from '@platform/shared/testing';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** As for `renderRemote`; `url` (the page address, locale prefix included) defaults to `/search`. */
export type RenderSearchOptions = Omit<RenderRemoteOptions, 'namespace' | 'messages'>;

/** Renders a component of this remote as the host would mount it, at `url`, over fake API answers. */
export function renderSearch(ui: ReactElement, { url = '/search', ...options }: RenderSearchOptions = {}) {
  return renderRemote(ui, { namespace: 'search', messages: { en, ru }, url, ...options });
}
