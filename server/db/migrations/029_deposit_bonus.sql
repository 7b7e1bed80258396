-- A deposit may carry the deposit bonus the player chose in the cashier (the deposit flow's
-- selectedBonusId): the offered assignment, activated when the deposit is credited.
alter table deposits add column bonus_assignment_id text references bonus_assignments (id);
