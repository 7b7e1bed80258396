-- House accounts are no longer projected (issue 9).
--
-- Until now every entry updated its account's row (balance_minor, entry_count), the house's as
-- well. Every deposit of every player updated the one PSP_CLEARING row, every bet the one
-- GAME_HOUSE row: all players' movements queued on that row lock until commit (at READ COMMITTED)
-- or failed with a serialization error (at SERIALIZABLE) — the platform's money throughput was
-- that of a single row.
--
-- From here on only player accounts are projected: they are what a check depends on (a balance may
-- not go below zero) and what the player reads. A house entry records no balance after it and no
-- position; a house account's balance is the sum of its entries (ledger_house_balances). Its row
-- keeps no projection: balance_minor and entry_count stay 0.

alter table ledger_entries
  alter column balance_after_minor drop not null,
  alter column account_sequence drop not null,
  add constraint ledger_entry_projection check ((balance_after_minor is null) = (account_sequence is null));

create or replace function ledger_apply_entry() returns trigger language plpgsql as $$
begin
  -- The row filter comes before any lock: a house row is read, never locked or written.
  update ledger_accounts
     set balance_minor = balance_minor + new.amount_minor, entry_count = entry_count + 1
   where id = new.account_id and player_id is not null
  returning balance_minor, entry_count into new.balance_after_minor, new.account_sequence;
  if not found then
    if not exists (select 1 from ledger_accounts where id = new.account_id) then
      raise exception 'ledger account % does not exist', new.account_id using errcode = '23503';
    end if;
    new.balance_after_minor := null;
    new.account_sequence := null;
  end if;
  return new;
end $$;

-- The house's rows give up the projection they kept so far (their entries keep the balances
-- recorded then). The guard lets balances change only through entries, so it steps aside once.
alter table ledger_accounts disable trigger ledger_accounts_guard;
update ledger_accounts set balance_minor = 0, entry_count = 0 where player_id is null;
alter table ledger_accounts enable trigger ledger_accounts_guard;

create view ledger_house_balances as
  select a.id, a.kind, a.currency, coalesce(sum(e.amount_minor), 0)::bigint as balance_minor, count(e.id)::bigint as entry_count
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
   where a.player_id is null
   group by a.id, a.kind, a.currency;
