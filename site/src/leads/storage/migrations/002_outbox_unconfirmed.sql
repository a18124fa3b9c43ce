-- When the first attempt whose outcome is unknown was made (a time-out, a lost answer, a worker that died
-- mid-delivery): from then on the e-mail may have been sent. A retry past the lifetime of Brevo's
-- idempotency key looks it up in Brevo's log before sending it again.
alter table outbox add column unconfirmed_since timestamptz;
