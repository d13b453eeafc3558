export { AppLink, type AppLinkProps } from './app-link';
export { createRemoteApp, type CreateRemoteAppOptions, type RemoteNamespace } from './create-remote-app';
export { useMountProps } from './mount-props-context';
export { NotFound } from './not-found';
export { DeclaredRoutes, type DeclaredPageProps, type DeclaredRoutesProps } from './declared-routes';
export { useAreaQuery, type AreaQueryOptions } from './use-area-query';
export { useRouteId } from './use-route-id';
export { useSession } from './use-session';
export { mustVerifyEmail, VerifyEmailReminder } from './verify-email-reminder';
