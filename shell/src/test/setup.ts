import '@testing-library/jest-dom/vitest';
import { initI18n } from '@csan/shared-ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { shellTranslations } from '../i18n';
import { setRouteTable } from '../routes/route-table';
import { FIXTURE_ROUTES } from './route-fixture';

initI18n();
await shellTranslations;
// Every test starts with the remotes' usual routes (a test of a missing remote sets its own).
beforeEach(() => setRouteTable({ routes: FIXTURE_ROUTES, missing: [] }));
afterEach(cleanup);
