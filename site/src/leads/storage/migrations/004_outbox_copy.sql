-- The copy of their message a visitor asks for (the assistant's handover): an e-mail to them, like a resource.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in ('contact', 'notification', 'resource', 'copy'));
