/**
 * React bindings of i18next for every app, as one shared singleton (`@platform/shared/react-i18next`).
 *
 * Like the router (`../router`), `react-i18next` shared as itself ships whole (HOCs, SSR helpers and
 * all); through this module the build keeps only what the platform uses. One copy in the page also
 * keeps one `I18nextProvider` context for the host and every remote. Apps import from here, never
 * from `react-i18next` (lint enforces it).
 */
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'react-i18next';
