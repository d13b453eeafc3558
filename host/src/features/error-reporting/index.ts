export { type AlertSource, alertSource } from './alert-source';
export { errorText, formatAlert } from './format-alert';
export {
  type GlobalErrorReporting,
  type GlobalErrorReportingOptions,
  installGlobalErrorReporting,
  MAX_ALERTS_PER_PAGE,
} from './global-error-reporting';
