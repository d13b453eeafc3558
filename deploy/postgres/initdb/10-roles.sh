#!/usr/bin/env bash
# The postgres image runs this once, when it creates the database (docker-entrypoint-initdb.d):
# the owner role that migrates and the app role the API and the worker connect as
# (deploy/postgres/roles.sql). The superuser POSTGRES_USER is then for administration only.
set -euo pipefail
: "${POSTGRES_OWNER_PASSWORD:?set POSTGRES_OWNER_PASSWORD (docker-compose.yml, .env.example)}"
: "${POSTGRES_APP_PASSWORD:?set POSTGRES_APP_PASSWORD (docker-compose.yml, .env.example)}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner_role="${POSTGRES_OWNER_USER:-platform_owner}" -v app_role="${POSTGRES_APP_USER:-platform_app}" \
  -v owner_password="$POSTGRES_OWNER_PASSWORD" -v app_password="$POSTGRES_APP_PASSWORD" <<'SQL'
SELECT set_config('platform.owner_role', :'owner_role', false),
       set_config('platform.app_role', :'app_role', false),
       set_config('platform.owner_password', :'owner_password', false),
       set_config('platform.app_password', :'app_password', false);
\i /etc/platform/roles.sql
SQL
