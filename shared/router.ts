/**
 * Routing for every app: the subset of React Router the platform uses, shared as one singleton
 * (see `src/router/index.ts` for why it is not `react-router-dom` itself).
 */
export * from './src/router';
