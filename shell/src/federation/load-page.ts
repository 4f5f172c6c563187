import { loadSupabase } from '@csan/shared-auth';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = (remote: string, expose: string) => Promise<PageModule>;

/**
 * Remotes whose pages never touch Supabase. Every other remote's page may call getSupabase()
 * while rendering, so supabase-js (deferred at start-up for signed-out visitors) loads
 * alongside its code.
 */
const WITHOUT_SUPABASE: ReadonlySet<string> = new Set(['public_site']);

/** Loads exactly one exposed page module (`public_site/AboutPage`) through the MF runtime. */
export const loadRemotePage: PageLoader = async (remote, expose) => {
  const [module] = await Promise.all([
    loadRemote<PageModule>(`${remote}/${expose}`),
    WITHOUT_SUPABASE.has(remote) ? null : loadSupabase(),
  ]);
  if (!module?.default) {
    throw new Error(`${remote}/${expose} has no default-exported component`);
  }
  return module;
};
