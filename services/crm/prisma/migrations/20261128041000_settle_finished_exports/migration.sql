-- Export requests are now settled when their archive finishes (archives feature), no longer when
-- they are read: settle, once, those whose archive finished before and that nobody has read since.
UPDATE data_requests d
SET status = (CASE WHEN a.status = 'failed' THEN 'failed' ELSE 'done' END)::"DataRequestStatus",
    completed_at = coalesce(a.completed_at, now()), updated_at = now()
FROM archives a
WHERE d.archive_id = a.id AND d.status = 'in_progress'
  AND a.status IN ('ready', 'failed', 'expired');
