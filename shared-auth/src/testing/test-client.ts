import type { CsanClient } from '../supabase';
import { setSupabaseForTests } from '../supabase';

/**
 * The portal's one test seam for data access: from now on every `loadSupabase()` and
 * `getSupabase()` — in the code under test and in `invokeFunction` — gives `client` (a fake
 * from createFakeSupabase, usually). Pass a getter when the test swaps its fake between cases;
 * `provideTestClient(null)` restores the real client. Call it at the top of a test file or in
 * a `beforeEach`; no module has to be mocked.
 */
export function provideTestClient(client: CsanClient | (() => CsanClient) | null): void {
  setSupabaseForTests(client);
}
