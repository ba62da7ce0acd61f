-- Contact-us messages, and the state the self-hosted captcha needs to refuse reused solutions.

create table contact_messages (
  id bigserial primary key,
  -- The signed-in member who wrote, if any (a visitor writes with the client token).
  member_id bigint references members (id) on delete set null,
  topic text not null,
  name text not null,
  email_address text not null,
  phone_number text,
  message text not null,
  created_at timestamptz not null default now()
);
create index contact_messages_created on contact_messages (created_at desc);
create index contact_messages_member on contact_messages (member_id) where member_id is not null;

-- One row per accepted captcha challenge (a hash of its signature), kept until the challenge
-- expires: the same solved challenge presented twice is refused.
create table captcha_solutions (
  challenge_hash text primary key,
  expires_at timestamptz not null
);
create index captcha_solutions_expiry on captcha_solutions (expires_at);

-- Short-lived, single-use proofs that a captcha was passed, handed out by verify-captcha and
-- spent by contact-us. Only a hash of each token is stored.
create table captcha_tokens (
  token_hash text primary key,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index captcha_tokens_expiry on captcha_tokens (expires_at);
