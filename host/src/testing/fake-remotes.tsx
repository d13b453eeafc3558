import type { RemoteMountProps, RemoteName } from '@platform/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Stands in for `features/remotes` in shell tests (`jest.mock`): no Module Federation, just a
 * record of what the shell asked for. A remote listed in `failingRemotes` fails to load.
 */
export const remoteAreaLog = {
  mounts: [] as Array<{ remote: RemoteName; module: string }>,
  lastProps: new Map<string, Omit<RemoteMountProps, 'contractVersion'>>(),
  failingRemotes: new Set<string>(),
  reset() {
    this.mounts = [];
    this.lastProps.clear();
    this.failingRemotes.clear();
  },
};

interface FakeRemoteAreaProps {
  remote: RemoteName;
  module?: string;
  mountProps: Omit<RemoteMountProps, 'contractVersion'>;
  onLoadError?: (error: Error) => void;
  renderError: (error: Error, retry: () => void) => ReactNode;
  loadingLabel: string;
}

export function RemoteArea({ remote, module = './app', mountProps, onLoadError, renderError }: FakeRemoteAreaProps) {
  const key = `${remote}${module.slice(1)}`;
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onLoadErrorRef = useRef(onLoadError);
  onLoadErrorRef.current = onLoadError;
  remoteAreaLog.lastProps.set(key, mountProps);
  useEffect(() => {
    remoteAreaLog.mounts.push({ remote, module });
  }, [remote, module]);
  useEffect(() => {
    if (!remoteAreaLog.failingRemotes.has(remote)) {
      setError(null);
      return;
    }
    const failure = Object.assign(new Error(`Remote "${remote}" failed to load`), { name: 'RemoteLoadError' });
    setError(failure);
    // Called once per failed load, as the real area does.
    onLoadErrorRef.current?.(failure);
  }, [remote, attempt]);
  if (error) return <>{renderError(error, () => setAttempt((n) => n + 1))}</>;
  return <div data-testid={`remote-${key}`} data-locale={mountProps.locale} data-base-path={mountProps.basePath} />;
}

export async function initRemotes(): Promise<void> {}

export function getStartupManifest() {
  return { schemaVersion: 1, host: { version: 'test' }, remotes: {} };
}
