-- The birthday treat (docs/decisions/0045-birthday-treat.md): a voucher the provider issues in
-- the member's birthday month, not bought with points. `kind` tells it from a redeemed reward's
-- voucher; `birthday_year` is the year it is for, and the unique key (member, year) makes it one
-- a year whatever the number of sweeps, restarts or provider instances.
alter table vouchers add column kind text not null default 'reward' check (kind in ('reward', 'birthday'));
alter table vouchers add column birthday_year integer;
alter table vouchers add constraint vouchers_birthday_year_of_birthday
  check ((kind = 'birthday') = (birthday_year is not null));
alter table vouchers add constraint vouchers_one_birthday_treat_a_year unique (member_id, birthday_year);
