export { ErrorScreen, type ErrorScreenProps } from './error-screen';
export { errorMessages } from './messages';
export { describeScreenError, pageNotFound, type ScreenError, type ScreenErrorText } from './screen-error';
