export { QueryView, type QueryViewProps, type QueryViewQuery } from './QueryView';
