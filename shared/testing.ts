/**
 * Test-only entry of `@platform/shared`: `import { renderWithProviders } from '@platform/shared/testing'`.
 * Production code imports `@platform/shared` only.
 */
export * from './src/testing';
