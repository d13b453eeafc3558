import type { ReactElement } from 'react';
import { renderRemote, type RenderRemoteOptions } from '@platform/shared/testing';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** As for `renderRemote`; `url` (the page address, locale prefix included) defaults to `/cv/internal/7`. */
export type RenderCvOptions = Omit<RenderRemoteOptions, 'namespace' | 'messages'>;

/** Renders a component of this remote as the host would mount it, at `url`, over fake API answers. */
export function renderCv(ui: ReactElement, { url = '/cv/internal/7', ...options }: RenderCvOptions = {}) {
  return renderRemote(ui, { namespace: 'cv', messages: { en, ru }, url, ...options });
}
