-- Vouchers: what the member's lists sort by, and dates that make sense together.

-- vouchers/search orders a member's vouchers by expiry (active, expired) and by use (redeemed);
-- vouchers_member_status (002) already serves the newest-first order.
create index vouchers_member_expires on vouchers (member_id, expires_at);
create index vouchers_member_used on vouchers (member_id, used_at desc) where used_at is not null;

-- A voucher expires after it is issued, and is used (or collected) no earlier than it is issued.
alter table vouchers add constraint vouchers_expires_after_issue check (expires_at > issued_at);
alter table vouchers add constraint vouchers_used_after_issue check (used_at is null or used_at >= issued_at);
