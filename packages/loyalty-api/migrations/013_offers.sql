-- Offers (docs/decisions/0044-offers.md): what marketing publishes, who activated what, the
-- purchases the till records (its id makes a replay change nothing) and each offer's bonus per
-- purchase (once per purchase and offer).
create table offers (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$'),
  title text not null,
  image text not null,
  rule jsonb not null,
  audience jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  cap_per_member integer not null check (cap_per_member > 0),
  published_at timestamptz not null default now()
);
create index offers_window on offers (ends_at, starts_at);

-- One row per member and offer: activating again, or many times at once, is one activation.
create table offer_activations (
  member_id bigint not null references members (id) on delete cascade,
  offer_id text not null references offers (id) on delete cascade,
  activated_at timestamptz not null,
  primary key (member_id, offer_id)
);

-- A purchase as the till recorded it, under the till's id; its earn row once written.
create table purchases (
  id text primary key,
  member_id bigint not null references members (id) on delete cascade,
  occurred_at timestamptz not null,
  store text not null,
  amount_jmd numeric(12, 2) not null check (amount_jmd >= 0),
  lines jsonb not null default '[]',
  point_transaction_id bigint references point_transactions (id) on delete cascade,
  recorded_at timestamptz not null default now()
);

create table offer_awards (
  purchase_id text not null references purchases (id) on delete cascade,
  offer_id text not null references offers (id) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  points integer not null check (points > 0),
  point_transaction_id bigint not null references point_transactions (id) on delete cascade,
  primary key (purchase_id, offer_id)
);
create index offer_awards_member_offer on offer_awards (member_id, offer_id);
