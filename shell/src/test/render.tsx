import { UiProvider } from '@csan/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PageLoader } from '../federation/load-page';
import { createRemotePages } from '../federation/page-cache';
import { RemotePagesProvider } from '../federation/remote-pages-context';

/** Renders shell UI with its providers; remote pages come from `loader` instead of MF. */
export function renderShell(
  ui: ReactElement,
  {
    path = '/',
    loader,
    beforeRetry = () => {},
  }: { path?: string; loader?: PageLoader; beforeRetry?: (remote: string) => void } = {},
) {
  const pages = createRemotePages(
    loader ?? (async () => ({ default: () => <h1>remote page</h1> })),
    beforeRetry,
  );
  return render(
    <UiProvider>
      <RemotePagesProvider pages={pages}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </RemotePagesProvider>
    </UiProvider>,
  );
}
