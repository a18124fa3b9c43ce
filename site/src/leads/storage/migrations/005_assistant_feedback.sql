-- Visitors' votes on the assistant's answers ("Cette réponse vous a-t-elle aidé ?"), counted per answer: what
-- answered (`answer:<the first source's path>` or `refusal:<reason>`), never who voted, when, or what they asked.
create table assistant_feedback (
  answer_id text primary key,
  helpful integer not null default 0,
  unhelpful integer not null default 0
);
