-- Slot for issue 32 (bylines). Filled by its work.
SELECT 1;
