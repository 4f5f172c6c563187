import type { Actor } from './actors.ts';

/** The edge functions' identity: the service-role key (bypasses RLS). */
export const serviceRole: Actor = {
  name: 'admin',
  role: 'service_role',
  userId: null,
  claims: { role: 'service_role' },
};
