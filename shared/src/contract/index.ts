export * from './api';
export * from './locale';
export * from './mount-props';
export * from './remotes';
export * from './search';
export * from './session';
export * from './theme';
export * from './toast';
