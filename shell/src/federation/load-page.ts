import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = (remote: string, expose: string) => Promise<PageModule>;

/** Loads exactly one exposed page module (`public_site/AboutPage`) through the MF runtime. */
export const loadRemotePage: PageLoader = async (remote, expose) => {
  const module = await loadRemote<PageModule>(`${remote}/${expose}`);
  if (!module?.default) {
    throw new Error(`${remote}/${expose} has no default-exported component`);
  }
  return module;
};
