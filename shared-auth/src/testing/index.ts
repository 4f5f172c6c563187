// Test-only entry (`@csan/shared-auth/testing`): the fake Supabase client, the session store
// set as a test needs it, and table rows for test data (`Tables<'x'>` rows of the generated
// Database). Never imported by production code, so it is not part of the shared singleton.

// The reporter's memory and sinks, replaced by a test's spy (reportError's tests and callers').
export { type ErrorReport, resetErrorReportingForTests } from '../report-error';
export { type FakeBackend, fakeAccessClient, memberProfile } from './access-backend';
export {
  type AuthCall,
  createFakeSupabase,
  type FakeError,
  type FakeFactor,
  type FakeHandlers,
  type FakeResult,
  type FakeSupabase,
  fail,
  functionHttpError,
  ok,
  type RpcName,
  type TableCall,
  type TableName,
  type TableOp,
} from './fake-supabase';
export {
  mfaEnforcementRow,
  pricingRow,
  profileRow,
  subscriptionRow,
  transactionRow,
} from './rows';
export { sessionFor, setViewer, type TestViewer, tokenWith } from './session';
export { provideTestClient } from './test-client';
