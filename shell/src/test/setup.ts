import '@testing-library/jest-dom/vitest';
import { initI18n } from '@csan/shared-ui';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { shellTranslations } from '../i18n';

initI18n();
await shellTranslations;
afterEach(cleanup);
