import { createRemoteConfig } from '@csan/rspack-config';
import { EXPOSES } from './src/exposes';
import { ROUTES } from './src/routes';

export default createRemoteConfig({
  name: 'skillup',
  dir: import.meta.dirname,
  exposes: EXPOSES,
  routes: ROUTES,
});
