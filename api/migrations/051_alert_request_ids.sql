-- The request id of each front-end alert (X-Request-Id, set by the host server), so an alert can be
-- found in the host's and the API's logs.
ALTER TABLE frontend_alerts ADD COLUMN request_id text;
