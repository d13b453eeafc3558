/**
 * React bindings of i18next for every app, shared as one singleton that the build can tree-shake
 * (see `src/react-i18next/index.ts`).
 */
export * from './src/react-i18next';
