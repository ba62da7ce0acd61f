-- A member's favourite rewards (issue 21): the heart on a reward card and the Favourites filter.
create table reward_favourites (
  member_id bigint not null references members (id) on delete cascade,
  reward_id bigint not null references rewards (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, reward_id)
);
