import { createContext, useContext } from 'react';
import type { RemoteMountProps } from '../contract';

const MountPropsContext = createContext<RemoteMountProps | null>(null);

export const MountPropsProvider = MountPropsContext.Provider;

/**
 * The props the host mounted this remote with (locale, theme, session, API client, toasts…).
 * Updates when the host calls the parcel's `update` lifecycle.
 */
export function useMountProps(): RemoteMountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps must be used inside a parcel made by createRemoteApp');
  return props;
}

/** The mount props inside a remote's parcel; `null` outside one (the host's own pages). */
export function useOptionalMountProps(): RemoteMountProps | null {
  return useContext(MountPropsContext);
}
