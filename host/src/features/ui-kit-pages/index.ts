export { UiKitPage, type UiKitPageProps } from './ui-kit-page';
export { UiKitPage2, type UiKitPage2Props } from './ui-kit-page-2';
