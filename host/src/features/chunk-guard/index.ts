export { AreaError, type AreaErrorProps } from './area-error';
export { isChunkLoadError } from './is-chunk-load-error';
export { chunkGuardMessages } from './messages';
export { createReloadGuard, RELOAD_GUARD_STORAGE_KEY, type ReloadGuard, type ReloadGuardOptions } from './reload-guard';
