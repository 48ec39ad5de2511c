-- The enquiry inbox (issue 10): filled in by this issue's work.
SELECT 1;
