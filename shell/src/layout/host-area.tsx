import type { Area } from '@csan/shared-auth';
import { createContext, useContext } from 'react';

/** The area whose host this is (skillup., intel., tools.), or null on the main site. */
export const HostAreaContext = createContext<Area | null>(null);

export function useHostArea(): Area | null {
  return useContext(HostAreaContext);
}
