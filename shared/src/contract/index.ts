export * from './api';
export * from './field-errors';
export * from './locale';
export * from './mount-props';
export * from './remotes';
export * from './search';
export * from './session';
export * from './theme';
export * from './toast';
<<<<<<< HEAD
export * from './pipeline';
export * from './analytics';
=======
export * from './mailings';
>>>>>>> main
