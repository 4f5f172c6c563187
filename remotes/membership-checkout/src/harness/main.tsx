import { initI18n, UiProvider } from '@csan/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Harness } from './Harness';

// `pnpm --filter <this remote> dev`: the remote alone, with the shell's providers (one Chakra
// system, the i18n instance, a router), so its team can work without the shell.
initI18n();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiProvider>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
