import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { RemoteName, SupportedRemoteAppModule } from '@platform/contract';
import { beaconLoad } from './load-beacon';
import type { RemoteModule } from './load-remote';
import { type HostMountProps, mountRemote, type MountedRemote } from './mount-remote';
import { getRemoteLoader } from './registry';
import styles from './remote-area.module.css';

export interface RemoteAreaProps {
  remote: RemoteName;
  module?: RemoteModule;
  /** Everything but the contract version: each parcel gets the props of the version it speaks. */
  mountProps: HostMountProps;
  /** Called once per failed load, after the version fallback; the chunk-failure guard hooks in here. */
  onLoadError?: (error: Error) => void;
  /** What the area shows when it could not be loaded or mounted. */
  renderError: (error: Error, retry: () => void) => ReactNode;
  /** Accessible label of the progress indicator shown while the remote loads. */
  loadingLabel: string;
  /** Minimum height kept while loading, so the page does not jump when the remote appears. */
  minHeight?: string;
}

type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; module: SupportedRemoteAppModule }
  | { status: 'error'; error: Error };

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Mounts one remote's parcel inside the host layout. Loading, mounting and crashing each fail
 * alone: the area shows its error with a retry, the rest of the shell keeps working.
 * New mount props (locale, theme, session…) reach the mounted parcel through `update`.
 */
export function RemoteArea({ remote, module = './app', mountProps, onLoadError, renderError, loadingLabel, minHeight }: RemoteAreaProps) {
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<{ update: (props: HostMountProps) => void } | null>(null);
  const propsRef = useRef<HostMountProps>(mountProps);
  propsRef.current = mountProps;
  const onLoadErrorRef = useRef(onLoadError);
  onLoadErrorRef.current = onLoadError;

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getRemoteLoader()
      .load(remote, module, propsRef.current.locale)
      .then(
        (loaded) => {
          if (!cancelled) setState({ status: 'ready', module: loaded });
        },
        (error: unknown) => {
          if (cancelled) return;
          const failure = toError(error);
          setState({ status: 'error', error: failure });
          onLoadErrorRef.current?.(failure);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt]);

  useEffect(() => {
    const domElement = containerRef.current;
    if (state.status !== 'ready' || !domElement) return;
    // Release health counts the mount and any render that throws against the version loaded.
    const version = getRemoteLoader().loadedVersions()[remote];
    const withBeacon = (props: HostMountProps): HostMountProps => ({
      ...props,
      reportError: (error, context) => {
        if (context?.includes(': render failed')) beaconLoad(remote, version, 'render-threw');
        props.reportError(error, context);
      },
    });
    const parcel: MountedRemote = mountRemote(state.module, withBeacon(propsRef.current), domElement);
    // Mount, then every update, in order: single-spa refuses an update or an unmount while the
    // parcel is still mounting or updating, so each waits for the one before it.
    let settled: Promise<unknown> = parcel.mountPromise.catch(() => undefined);
    parcelRef.current = {
      update: (props) => {
        settled = settled
          .then(() => (parcel.isMounted() ? parcel.update(withBeacon(props)) : undefined))
          .catch((error: unknown) => propsRef.current.reportError(error, `${remote}${module.slice(1)}: update failed`));
      },
    };
    let active = true;
    parcel.mountPromise.then(
      () => beaconLoad(remote, version, 'mounted'),
      () => beaconLoad(remote, version, 'mount-threw'),
    );
    parcel.mountPromise.catch((error: unknown) => {
      if (!active) return;
      const failure = toError(error);
      propsRef.current.reportError(failure, `${remote}${module.slice(1)}: mount failed`);
      setState({ status: 'error', error: failure });
    });
    return () => {
      active = false;
      parcelRef.current = null;
      void settled.then(() =>
        parcel.isMounted() ? parcel.unmount().catch((error: unknown) => propsRef.current.reportError(error, `${remote}: unmount failed`)) : undefined,
      );
    };
  }, [state, remote, module]);

  useEffect(() => {
    parcelRef.current?.update(propsRef.current);
  }, [mountProps]);

  return (
    <div className={styles.area} style={state.status === 'ready' ? undefined : { minHeight }} data-remote={remote}>
      {state.status === 'loading' && (
        <div className={styles.loading} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.label}>{loadingLabel}</span>
        </div>
      )}
      {state.status === 'error' && renderError(state.error, () => setAttempt((n) => n + 1))}
      {/* The parcel renders into this element with its own React root; React never touches its children. */}
      <div ref={containerRef} hidden={state.status !== 'ready'} />
    </div>
  );
}
