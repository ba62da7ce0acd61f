-- The account remote's data: e-mailed-link and re-authentication tokens, named dependants,
-- promo codes and their claims, linked partner-bank cards, and numbers for new members.

-- Single-use tokens: e-mail verification, password reset, account deletion. Only a hash is kept,
-- so the table never holds a working token.
create table member_tokens (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  purpose text not null check (purpose in ('email-verification', 'password-reset', 'account-deletion')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index member_tokens_member on member_tokens (member_id, purpose);

-- When the member accepted the terms (online and guest registration).
alter table members add column terms_accepted_at timestamptz;

-- Online registrations are numbered from here on (the demo members are 20000001…).
create sequence member_account_number_seq start with 21000001;

-- Dependants the member chose to name, with how they are related (requirements §21.2 relationships).
create table member_dependants (
  member_id bigint not null references members (id) on delete cascade,
  position integer not null check (position between 0 and 9),
  first_name text not null,
  relationship text not null,
  primary key (member_id, position)
);

create table promo_codes (
  code text primary key check (code ~ '^[A-Z0-9]{4,20}$'),
  description text not null,
  points integer not null check (points > 0),
  starts_at timestamptz not null,
  -- null: no end date.
  expires_at timestamptz,
  -- null: any number of members may claim it.
  max_claims integer check (max_claims is null or max_claims > 0),
  created_at timestamptz not null default now()
);

-- Once per member (the primary key), each with the points it credited.
create table promo_claims (
  code text not null references promo_codes (code),
  member_id bigint not null references members (id) on delete cascade,
  phone_number text not null,
  point_transaction_id bigint not null references point_transactions (id),
  claimed_at timestamptz not null default now(),
  primary key (code, member_id)
);
create index promo_claims_code on promo_claims (code);

-- Partner-bank credit cards: the bank's customer number and the card's last four digits, never
-- a card number. A card belongs to one member at a time.
create table linked_cards (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  customer_number text not null check (customer_number ~ '^[0-9]{6,12}$'),
  card_last_four text not null check (card_last_four ~ '^[0-9]{4}$'),
  linked_at timestamptz not null default now(),
  unique (customer_number, card_last_four)
);
create index linked_cards_member on linked_cards (member_id, linked_at);
