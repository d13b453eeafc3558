export { createRemoteApp, type CreateRemoteAppOptions, type RemoteNamespace } from './create-remote-app';
export { useMountProps } from './mount-props-context';
export { mountStandalone } from './standalone';
