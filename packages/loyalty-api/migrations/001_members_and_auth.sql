-- Members, their points ledger, and the OAuth server's state.

create table provider_secrets (
  name text primary key,
  value text not null
);

create table members (
  id bigserial primary key,
  account_number text not null unique check (account_number ~ '^[0-9]{8,}$'),
  email_address text,
  password_hash text not null,
  type text not null check (type in ('user', 'guest')),
  verified boolean not null default false,
  -- Online registrations may not sign in until their e-mail is verified (the provider answers 401);
  -- members enrolled at a till may, and are asked to verify from the portal.
  login_enabled boolean not null default true,
  can_update boolean not null default true,
  first_name text,
  last_name text,
  prefix text,
  gender text,
  birthdate date,
  phone_number text,
  address1 text,
  city text,
  parish text,
  household_size integer check (household_size is null or household_size between 1 and 30),
  dependants integer check (dependants is null or dependants between 0 and 30),
  income text,
  occupation text,
  vendor_tier text not null default 'Bronze',
  points integer not null default 0 check (points >= 0),
  member_since date not null default current_date,
  registration_source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create unique index members_email_unique on members (lower(email_address)) where email_address is not null and deleted_at is null;

-- Every movement of points. members.points is the balance, kept in the same transaction.
create table point_transactions (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  occurred_at timestamptz not null,
  kind text not null check (kind in ('earn', 'redeem', 'expire', 'promo', 'adjust', 'bonus')),
  description text not null,
  location text,
  points integer not null,
  amount_jmd numeric(12, 2)
);
create index point_transactions_member_time on point_transactions (member_id, occurred_at desc);

create table oauth_clients (
  client_id text primary key,
  secret_hash text not null,
  grants text[] not null
);

-- A signed-in session: one refresh-token family. Revoking it kills its access tokens too.
create table oauth_sessions (
  id text primary key,
  member_id bigint not null references members (id) on delete cascade,
  client_id text not null references oauth_clients (client_id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index oauth_sessions_member on oauth_sessions (member_id);

create table oauth_refresh_tokens (
  token_hash text primary key,
  session_id text not null references oauth_sessions (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index oauth_refresh_tokens_session on oauth_refresh_tokens (session_id);
