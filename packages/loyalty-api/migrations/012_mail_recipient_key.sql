-- Per-inbox caps on outgoing e-mail (issue 28, mail/mail-throttle.ts): each mail's inbox as
-- mailboxKey writes it (lower case, no +tag, Gmail without dots), so the cap counts one inbox
-- however its address is spelled, and an index for "this inbox's mail in the last hour". Mail
-- queued before this migration keeps its address in lower case as its key.
alter table mail_outbox add column recipient_key text;
update mail_outbox set recipient_key = lower(to_address);
alter table mail_outbox alter column recipient_key set not null;
create index mail_outbox_recipient_recent on mail_outbox (recipient_key, created_at);
