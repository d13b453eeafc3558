/**
 * Test-only helpers of `@platform/shared`, imported as `@platform/shared/testing` (never from an
 * app's production code).
 */
export { createFakeFetch, type FakeFetch, type FakeReply, type FakeRoute, type RecordedRequest } from './fake-fetch';
export { expectRussianPluralForms, expectSameMessageKeys, messageKeys } from './messages';
export { createTestMountProps, type TestMountOverrides, type TestMountProps, type TestMountRecord } from './mount-props';
export { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render';
export {
  createRemoteTestI18n,
  renderRemote,
  type RemoteMessages,
  type RenderRemoteOptions,
  type RenderRemoteResult,
} from './render-remote';
export { createRecruiterSession } from './session';
export { createTestI18n } from './test-i18n';
