-- The reward catalogue, the vouchers members receive for rewards, and the mail outbox.

create table reward_categories (
  id serial primary key,
  slug text not null unique,
  name text not null
);

create table rewards (
  id bigserial primary key,
  category_id integer not null references reward_categories (id),
  slug text not null unique,
  name text not null,
  description text not null,
  terms text not null,
  points integer not null check (points > 0),
  -- Face value of the voucher the reward issues, in Jamaican dollars (null: not a cash value).
  value_jmd numeric(12, 2),
  partner text,
  image_file text not null,
  -- activeDate (requirements §10.2): from when it can be redeemed; "newest" sorts by it.
  active_date date not null,
  end_date date,
  active boolean not null default true,
  -- Vouchers left; null means unlimited.
  stock integer check (stock is null or stock >= 0),
  voucher_valid_days integer not null default 90 check (voucher_valid_days > 0),
  created_at timestamptz not null default now()
);
create index rewards_category on rewards (category_id);

create table vouchers (
  id bigserial primary key,
  voucher_number text not null unique,
  member_id bigint not null references members (id) on delete cascade,
  reward_id bigint references rewards (id),
  -- The seven statuses of requirements §11.1.
  status text not null check (status in ('issued', 'expired', 'approved', 'distributed', 'cancelled', 'closed', 'open')),
  value_jmd numeric(12, 2),
  points_cost integer not null check (points_cost >= 0),
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- When it was used at a till.
  used_at timestamptz,
  -- The idempotency key of the redeem request that issued it: a retried request issues nothing new.
  redemption_key text,
  unique (member_id, redemption_key)
);
create index vouchers_member_status on vouchers (member_id, status, issued_at desc);
create index vouchers_expiry on vouchers (expires_at) where status = 'issued';

-- Everything the provider "sends": verification and reset e-mails, contact messages. The dev
-- mailbox (/dev/mailbox) reads it; a real deployment hands it to an e-mail service.
create table mail_outbox (
  id bigserial primary key,
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_to on mail_outbox (lower(to_address), created_at desc);
