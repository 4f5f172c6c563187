import { loadSupabase, useSession } from '@csan/shared-auth';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { readsDatabase, readsPublicWhenSignedOut } from '../routes/route-table';
import { loadServerState } from '../server-state/load';
import { pageShared } from './page-shared';
import { markFailed } from './remote-failures';
import { unmetSharedImports } from './shared-gate';

export type PageModule = { default: ComponentType };
export type PageLoader = (remote: string, expose: string) => Promise<PageModule>;

/**
 * Throws, naming what is missing, when the running shell lacks a shared export or version the
 * remote was built against (shared-gate.ts): the route then shows its unavailable panel.
 */
async function refuseUnmetSharedImports(remote: string): Promise<void> {
  const problems = await unmetSharedImports(remote);
  if (problems.length === 0) return;
  markFailed(remote);
  const message = `[csan] remote "${remote}" needs shared modules this shell lacks; deploy the shell first (pnpm check:remote):\n${problems.join('\n')}`;
  console.error(message);
  throw new Error(message);
}

/** Loads exactly one exposed page module (`public_site/AboutPage`) through the MF runtime. */
export const loadRemotePage: PageLoader = async (remote, expose) => {
  // A page that may call getSupabase() while rendering (its route says `readsDatabase`) gets
  // supabase-js (deferred at start-up for signed-out visitors) alongside its code, and the
  // shell's QueryClient, which the page is rendered in. Not supabase-js for a signed-out
  // visitor of a page that then reads public rows only (readPublic): 53 KB less on the click.
  const readsServer = readsDatabase(remote, expose);
  const needsClient =
    readsServer &&
    !(readsPublicWhenSignedOut(remote, expose) && useSession.getState().status === 'signed-out');
  // Its shared modules (the forms chunk of a page with a Pager…) with its entry, not after it.
  pageShared.start(remote, expose);
  const [module, , serverState] = await Promise.all([
    // A missing shared name can already break the page module's own start: say why.
    loadRemote<PageModule>(`${remote}/${expose}`).catch(async (error: unknown) => {
      await refuseUnmetSharedImports(remote);
      throw error;
    }),
    needsClient ? loadSupabase() : null,
    readsServer ? loadServerState() : null,
  ]);
  await refuseUnmetSharedImports(remote);
  if (!module?.default) {
    throw new Error(`${remote}/${expose} has no default-exported component`);
  }
  return serverState ? { default: serverState.withServerState(module.default) } : module;
};
