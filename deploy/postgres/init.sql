-- Run once by the postgres image on an empty data folder (docker-entrypoint-initdb.d).
-- The APIs reach the database through PgBouncer in transaction mode, which refuses the
-- statement_timeout and idle_in_transaction_session_timeout startup parameters the API would
-- send (docs/operations.md "PostgreSQL and PgBouncer"): the role carries them instead, and the
-- APIs set DATABASE_STATEMENT_TIMEOUT_MS=0 and DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS=0.
ALTER ROLE rooms SET statement_timeout = '30s';
ALTER ROLE rooms SET idle_in_transaction_session_timeout = '60s';
