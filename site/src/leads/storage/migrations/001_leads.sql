-- The people who wrote to us, one row per e-mail address (lower-cased): the date of their last contact
-- starts the retention period (3 years, spec section 9).
create table contacts (
  email text primary key,
  last_contact_at timestamptz not null
);

-- One row per accepted form submission, with the validated values of its fields.
create table leads (
  id uuid primary key,
  form text not null check (form in ('contact', 'demo', 'contentRequest')),
  email text not null references contacts (email) on delete cascade,
  field_values jsonb not null,
  -- The white paper or webinar a content request names (a content document's _id).
  resource_id text,
  -- The client's Idempotency-Key: a retried submission finds its lead instead of storing another.
  idempotency_key text unique,
  -- Digest of the form and values, to tell a retry from another submission reusing a key.
  request_hash text not null,
  -- 'verified', 'unverified' (the captcha service could not be reached) or 'disabled'.
  captcha text not null,
  created_at timestamptz not null
);
create index leads_email on leads (email);

-- What remains to deliver for each lead (Brevo contact, e-mails), written in the lead's transaction.
create table outbox (
  id uuid primary key,
  lead_id uuid not null references leads (id) on delete cascade,
  kind text not null check (kind in ('contact', 'notification', 'resource')),
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  -- Set while a worker delivers the row; another worker takes the row over once it has passed.
  locked_until timestamptz,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz not null
);
create index outbox_due on outbox (next_attempt_at) where status = 'pending';
create index outbox_lead on outbox (lead_id);
