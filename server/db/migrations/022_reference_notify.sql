-- Markets and settings are cached in each platform instance (server/system/reference-cache.ts).
-- Any change to them, from any instance, a migration or an operator's SQL, notifies every
-- instance on the channel `reference_changed` with the table's name, once the change commits.
create function notify_reference_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('reference_changed', tg_table_name);
  return null;
end
$$;

create trigger markets_changed after insert or update or delete or truncate on markets
  for each statement execute function notify_reference_changed();

create trigger settings_changed after insert or update or delete or truncate on settings
  for each statement execute function notify_reference_changed();
