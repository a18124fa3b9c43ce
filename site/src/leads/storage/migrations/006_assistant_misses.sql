-- The questions the assistant missed (refused, or answered with a « Non » vote) that the visitor agreed to send to
-- the team: the question with its e-mail addresses, phone numbers and long digit runs masked before it is written,
-- why it was sent, what answered it, and when. No address, no conversation, nothing else. `leads:purge` deletes them
-- after 90 days (ASSISTANT_MISS_RETENTION_DAYS).
create table assistant_misses (
  id uuid primary key,
  question text not null,
  kind text not null check (kind in ('refusal', 'unhelpful')),
  answer_id text not null,
  created_at timestamptz not null
);
create index assistant_misses_created_at on assistant_misses (created_at);
