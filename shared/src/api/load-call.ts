/**
 * `call()` for the modules of `@platform/shared` itself, loaded when first needed: every page's
 * first load takes `@platform/shared` whole, and its own calls come later (the favourites menu
 * opened, the standalone harness started), so `call` is a chunk of its own there.
 */
export const loadCall = async () => (await import('./call')).call;
