-- Slot for the setup checklist (data-protection contact, dismissed items). Filled by its work.
SELECT 1;
