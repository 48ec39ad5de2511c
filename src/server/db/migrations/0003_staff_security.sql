-- Staff accounts (issue 13): filled in by this issue's work.
SELECT 1;
