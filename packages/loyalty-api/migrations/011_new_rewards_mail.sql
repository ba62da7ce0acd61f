-- How far each member's "new rewards" e-mails have got (issue 21): every reward added to the
-- catalogue up to covered_through has been in one (or was there before the member asked). A row
-- exists only while the member wants the e-mail, so turning it off and on again starts afresh.
create table new_rewards_mail (
  member_id bigint primary key references members (id) on delete cascade,
  covered_through timestamptz not null,
  sent_at timestamptz
);
