/**
 * The contract alone (types and constants, no React): the entry for server-side code such as the
 * API, which shares the platform's types but must not pull in the UI kit.
 */
export * from './src/contract';
