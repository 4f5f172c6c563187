import { mountHarness } from '@csan/shared-ui/harness';
import { HARNESS_PAGES } from './pages';

// `pnpm --filter <this remote> dev`: the remote alone inside the shared harness.
mountHarness(HARNESS_PAGES);
