-- A purchase's tier bonus (Silver +10 %, Gold +25 %), included in its points and kept apart so
-- the ledger row can show it.
alter table point_transactions add column bonus_points integer not null default 0;
