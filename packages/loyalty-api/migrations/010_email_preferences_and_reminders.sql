-- What a member wants by e-mail (issue 21): a member without a row has the defaults — reminders
-- before points expire on (a service message about their own points), the rest off until asked for.
create table email_preferences (
  member_id bigint primary key references members (id) on delete cascade,
  points_expiry boolean not null default true,
  new_rewards boolean not null default false,
  statements boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Each reminder sent, so each is sent once: 30 and 7 days before a batch's last day.
create table points_expiry_reminders (
  member_id bigint not null references members (id) on delete cascade,
  expires_on date not null,
  days_before integer not null check (days_before in (30, 7)),
  points integer not null,
  sent_at timestamptz not null default now(),
  primary key (member_id, expires_on, days_before)
);

-- Each monthly statement sent on the member's standing preference, so each month's goes once.
create table monthly_statements (
  member_id bigint not null references members (id) on delete cascade,
  month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
  sent_at timestamptz not null default now(),
  primary key (member_id, month)
);

-- Delivery through SMTP when SMTP_URL is set: what went, and when to try again what did not.
alter table mail_outbox add column delivered_at timestamptz;
alter table mail_outbox add column attempts integer not null default 0;
alter table mail_outbox add column next_attempt_at timestamptz;
alter table mail_outbox add column last_error text;
create index mail_outbox_undelivered on mail_outbox (id) where delivered_at is null;
