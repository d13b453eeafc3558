/**
 * `useSchemaForm`: a form checked by a zod schema of the contract (react-hook-form with its zod
 * resolver). A subpath of its own, shared at run time apart from `@platform/shared` itself: that
 * module loads whole on every page, while this one, and react-hook-form behind it, loads only
 * where a form is rendered.
 */
export { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './src/forms';
