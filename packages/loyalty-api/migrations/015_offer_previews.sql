-- Offer files marketing staged to look at before publishing (docs/decisions/0044-offers.md,
-- "Previewing a file"): members never see them; a signed preview link shows one to the browser
-- that opens it, until it expires. Kept as checked offers; deleted by the hourly sweep once expired.
create table offer_previews (
  id text primary key check (id ~ '^[0-9a-f]{12}$'),
  offers jsonb not null,
  created_at timestamptz not null,
  expires_at timestamptz not null check (expires_at > created_at)
);
create index offer_previews_expiry on offer_previews (expires_at);
