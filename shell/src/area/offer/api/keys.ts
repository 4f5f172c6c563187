import type { Area } from '@csan/shared-auth';

/** Query keys of the area page (the shell's one QueryClient: every key starts with `area`). */
export const areaKeys = {
  all: ['area'] as const,
  accessRequest: (area: Area) => [...areaKeys.all, 'access-request', area] as const,
};
