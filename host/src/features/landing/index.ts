export { LandingPage, type LandingPageProps } from './landing-page';
export { landingMessages } from './messages';
