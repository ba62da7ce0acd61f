-- Catalogue search and sorting in SQL, fast at 10,000 rewards (npm run bench:rewards).

-- Full-text search over name (weight A) and partner + description (weight B). English stemming
-- lets "vouchers" find "voucher"; the search asks for word prefixes, so "groc" finds groceries.
-- A stored generated column keeps it in step with the row without triggers.
alter table rewards add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', name), 'A')
  || setweight(to_tsvector('english', coalesce(partner, '') || ' ' || description), 'B')
) stored;
create index rewards_search on rewards using gin (search_vector);

-- The sorts of requirements §10.2, with the id as tie-breaker so paging is stable.
create index rewards_points on rewards (points, id);
create index rewards_active_date on rewards (active_date desc, id desc);

-- Images are looked up by file name (GET /media/rewards/{file}).
create index rewards_image_file on rewards (image_file);
