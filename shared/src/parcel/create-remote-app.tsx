import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ErrorInfo } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { CONTRACT_VERSION, type Locale, type RemoteAppModule, type RemoteMountProps } from '@platform/contract';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { ensureNamespace } from '../i18n';
import { MountPropsProvider } from './mount-props-context';
import { ParcelErrorBoundary } from './parcel-error-boundary';

/** A remote's own i18next namespace and a lazy loader of its messages per locale. */
export interface RemoteNamespace {
  name: string;
  loaders: Record<Locale, () => Promise<Record<string, unknown>>>;
}

export interface CreateRemoteAppOptions {
  /** Names the parcel in single-spa's errors and devtools, e.g. `search/app`. */
  name: string;
  /** The remote's root; it reads the mount props with `useMountProps()`. */
  rootComponent: ComponentType;
  /** Loaded into the host's i18next instance before the first render and on every locale change. */
  namespace?: RemoteNamespace;
}

type ParcelProps = RemoteMountProps & AppProps;

function ParcelRoot({ props, name, component: Root }: { props: ParcelProps; name: string; component: ComponentType }) {
  // The area's keys start with its name (`search/app` → `search`): after a crash, "Try again"
  // asks for its data anew instead of rendering from the cache what may have made it throw.
  const area = name.split('/', 1)[0] ?? name;
  const forgetAreaData = () => props.queryClient.removeQueries({ queryKey: [area], type: 'inactive' });
  return (
    <MountPropsProvider value={props}>
      {/* The host's client, not one of the parcel's own: one cache for the whole page. */}
      <QueryClientProvider client={props.queryClient}>
        <I18nextProvider i18n={props.i18n} defaultNS={undefined}>
          <ParcelErrorBoundary name={name} reportError={props.reportError} onRetry={forgetAreaData}>
            <Root />
          </ParcelErrorBoundary>
        </I18nextProvider>
      </QueryClientProvider>
    </MountPropsProvider>
  );
}

/** single-spa-react's own boundary, reached only if the providers above the parcel's boundary throw. */
function ProviderCrash({ props }: { props: ParcelProps }) {
  return (
    <div role="alert" style={{ padding: '1rem', color: 'var(--color-text-primary)' }}>
      {props.i18n.t('ui:areaCrashed', { defaultValue: 'This part of the page failed to display.' })}
    </div>
  );
}

/**
 * Turns a remote's root component into the parcel lifecycles the host mounts (the `./app` or
 * `./widgets/*` module of a remote). Each parcel is its own React root; React, react-dom and
 * i18next are the host's shared singletons, and the host's i18next instance is used as is:
 * a remote adds its namespace to it and never calls `i18next.use()`. The parcel speaks contract
 * version {@link CONTRACT_VERSION}: its queries run in the host's `queryClient`.
 */
export function createRemoteApp(options: CreateRemoteAppOptions): RemoteAppModule {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: ParcelProps) => <ParcelRoot props={props} name={options.name} component={options.rootComponent} />,
    errorBoundary: (error: Error, info: ErrorInfo, props: ParcelProps) => {
      props.reportError(error, `${options.name}: render failed${info.componentStack ?? ''}`);
      return <ProviderCrash props={props} />;
    },
  });
  const loadMessages = async (props: RemoteMountProps): Promise<void> => {
    if (options.namespace) await ensureNamespace(props.i18n, options.namespace.name, options.namespace.loaders);
  };
  const update = lifecycles.update;
  return {
    contractVersion: CONTRACT_VERSION,
    bootstrap: lifecycles.bootstrap,
    mount: [loadMessages, lifecycles.mount],
    unmount: lifecycles.unmount,
    update: update ? [loadMessages, update] : undefined,
  };
}
