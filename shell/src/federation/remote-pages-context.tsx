import { createContext, type ReactNode, useContext } from 'react';
import { loadRemotePage } from './load-page';
import { createRemotePages, type RemotePages } from './page-cache';
import { resetFailedRemote } from './register';

/** The app's remote pages (through the MF runtime); main.tsx prepares the first one. */
export const defaultRemotePages = createRemotePages(loadRemotePage, resetFailedRemote);
const RemotePagesContext = createContext<RemotePages>(defaultRemotePages);

/** Tests inject a fake loader here; the app uses the MF runtime (the default). */
export function RemotePagesProvider({
  pages,
  children,
}: {
  pages: RemotePages;
  children: ReactNode;
}) {
  return <RemotePagesContext.Provider value={pages}>{children}</RemotePagesContext.Provider>;
}

export function useRemotePages(): RemotePages {
  return useContext(RemotePagesContext);
}
