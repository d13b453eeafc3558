export { Page, PAGE_CLASSES, PageHeader, type PageHeaderProps, type PageProps } from './Page';
