-- Brevo's message id of an e-mail it accepted (from its answer, or found in its log by the row's tag):
-- erasure and retention delete that e-mail's log entry by it.
alter table outbox add column brevo_message_id text;

-- E-mails about erased leads sent to another address than the person's (the sales notification, which
-- names them), whose log in Brevo is still to delete. The outbox rows go with the erasure; these stay
-- until Brevo has confirmed, so that running the erasure again finishes the job. They hold no personal
-- data: the row's id (its tag in Brevo), the recipient (the sales address), a message id and dates.
create table brevo_log_erasures (
  outbox_id uuid primary key,
  recipient text not null,
  message_id text,
  -- When the e-mail may have been sent: where to look for it in Brevo's log when its message id is unknown.
  sent_from timestamptz not null,
  sent_until timestamptz not null
);
