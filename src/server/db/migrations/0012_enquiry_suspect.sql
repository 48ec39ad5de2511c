-- Slot for issue 23 (suspect enquiries, spam digest). Filled by its work.
SELECT 1;
