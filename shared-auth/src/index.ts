// Public surface of @csan/shared-auth.

export { type Area, areaFromHost } from './area';
export { type AreaAccess, type AreaAccessInput, areaAccess } from './area-access';
export { areaUrl, type PageLocation, parentDomain } from './area-url';
export {
  ACCOUNT_LOCK_SECONDS,
  type AuthLimit,
  authLimitOf,
  backupCodeLimitOf,
  CLIENT_LIMIT_WAIT_SECONDS,
  type LimitMessageKey,
  limitEndedSession,
  limitMessage,
  type WaitValues,
  waitSecondsIn,
  waitValues,
} from './auth-limits';
export {
  classifyDataError,
  DATA_ERROR_KINDS,
  DataError,
  type DataErrorInit,
  type DataErrorKind,
  type DataErrorSource,
  dataErrorKind,
  toDataError,
  unwrap,
} from './data-error';
// The generated Database type (pnpm db:types) and its helpers: rows are `Tables<'profiles'>`.
export type {
  CompositeTypes,
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './database.types';
export { functionError, type InvokeOptions, invokeFunction } from './invoke-function';
export { type LiveChangesOptions, type LiveStatus, useLiveChanges } from './live-changes';
export {
  isMfaCheckSkipped,
  MFA_CHECK_SKIPPED_PATHS,
  MFA_URGENT_DAYS,
  type MfaDeadlineState,
  mfaDeadlineState,
} from './mfa-deadline';
export { readPublic, readPublicCounted } from './public-read';
export {
  addErrorSink,
  type ErrorContext,
  type ErrorReport,
  type ErrorSink,
  type ErrorSource,
  reportError,
  setRemoteVersion,
} from './report-error';
export { LOGIN_PATH, loginPathTo, RETURN_PARAM, safeReturnPath } from './return-path';
export {
  type Aal,
  type AccessInfo,
  type AccessProfile,
  type MfaCheck,
  type SessionState,
  type SessionStatus,
  useSession,
} from './session-store';
export { startSupabase } from './start';
export {
  type CsanClient,
  configureSupabase,
  createSupabase,
  getSupabase,
  loadSupabase,
  type SupabaseConfig,
} from './supabase';
export { refreshAccess, syncSession } from './sync';
export { fetchTeamAccess, type TeamAccess } from './team-access';
export {
  canAccessCorporateTeam,
  canAccessRdProjects,
  isTier,
  meetsTier,
  TIERS,
  type Tier,
  tierRank,
} from './tiers';
export { uploadWithProgress } from './upload-with-progress';
export { type AccessView, useAccess } from './use-access';
