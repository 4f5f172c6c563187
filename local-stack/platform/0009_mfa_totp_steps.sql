-- The last TOTP time step (unix time / 30) each factor accepted: a code is taken only for a
-- later step, so a code already used (in this session or another) cannot be replayed within
-- its 30-second window or the one step of clock skew allowed around it.
create table if not exists auth.mfa_totp_steps (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  last_step bigint not null
);
grant all on auth.mfa_totp_steps to supabase_auth_admin, service_role;
