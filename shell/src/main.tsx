import { startSupabase } from '@csan/shared-auth';
import { initI18n } from '@csan/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BootError } from './boot/BootError';
import { loadRuntimeConfig } from './boot/config';
import { registerRemotesFromConfig } from './federation/register';
import { shellTranslations } from './i18n';

// Runtime config before the first render: remotes are registered from it (never built in),
// and the one Supabase client is configured from it (supabase-js itself loads only when a
// session may exist or a page needs it). With MF async startup this module runs only
// after shared modules are negotiated, so no bootstrap import is needed.
const root = createRoot(document.getElementById('root') as HTMLElement);
initI18n();
try {
  const [config] = await Promise.all([loadRuntimeConfig(), shellTranslations]);
  registerRemotesFromConfig(config.remotes);
  startSupabase(config);
  root.render(
    <StrictMode>
      <App siteUrl={config.siteUrl} host={window.location.host} />
    </StrictMode>,
  );
} catch (error) {
  console.error('[csan] cannot start:', error);
  root.render(<BootError />);
}
