import type { Session } from '@platform/contract';
import { useMountProps } from './mount-props-context';

/** The signed-in user and team the parcel was mounted (or last updated) with; `null` when anonymous. */
export function useSession(): Session | null {
  return useMountProps().session.current;
}
