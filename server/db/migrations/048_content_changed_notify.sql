-- Content events (GET /content/events, server/system/content-events.ts): a change to a content
-- document, from any instance, a migration or an operator's SQL, notifies every instance on the
-- channel `content_changed` once it commits, with the document's query and catalog; the instances
-- pass it to the event streams open for that catalog. An update bumps updated_at, which the
-- content lookups answer and the event carries.
create function touch_content_document() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger content_documents_touched before update on content_documents
  for each row when (old.blocks is distinct from new.blocks) execute function touch_content_document();

create function notify_content_changed() returns trigger language plpgsql as $$
declare
  changed record;
  stamp timestamptz;
begin
  if tg_op = 'DELETE' then
    changed := old;
    stamp := now();
  else
    changed := new;
    stamp := new.updated_at;
  end if;
  perform pg_notify('content_changed', json_build_object('query', changed.query, 'catalog', changed.catalog, 'updatedAt', stamp)::text);
  return null;
end
$$;

create trigger content_documents_changed after insert or update or delete on content_documents
  for each row execute function notify_content_changed();
