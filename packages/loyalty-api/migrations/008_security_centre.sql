-- The security centre (issue 21): what each session was opened from and when it was last used,
-- and every sign-in attempt on a member's account, for the member to see.
alter table oauth_sessions add column user_agent text;
-- An opaque id of the browser, from the BFF (a hash of its known-device cookie): how a new device is told.
alter table oauth_sessions add column device_id text;
-- Moved on at each refresh, so about as fresh as an access token's lifetime.
alter table oauth_sessions add column last_seen_at timestamptz not null default now();

create table sign_in_events (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  succeeded boolean not null,
  user_agent text,
  device_id text
);
create index sign_in_events_member_time on sign_in_events (member_id, occurred_at desc, id desc);
