-- The platform's two database roles (least privilege), run once per database by a superuser:
--   owner: owns the database and its schema, runs the migrations (MIGRATION_DATABASE_URL);
--   app:   what the API and the worker connect as (DATABASE_URL): reads and writes rows of the
--          owner's tables, and nothing more: no DDL, no other role's catalogs (pg_authid).
-- Names and passwords come from session settings, so the file holds no secret:
--   SELECT set_config('platform.owner_role', 'platform_owner', false), ... ;  \i roles.sql
-- deploy/postgres/initdb/10-roles.sh does this in the compose file's postgres service;
-- docs/operations.md ("Database roles") does it by hand for an existing database.
-- Running it again is harmless: it creates what is missing and resets the passwords.
DO $roles$
DECLARE
  owner_role text := current_setting('platform.owner_role');
  app_role text := current_setting('platform.app_role');
  owner_password text := current_setting('platform.owner_password');
  app_password text := current_setting('platform.app_password');
BEGIN
  IF owner_role = app_role THEN
    RAISE EXCEPTION 'the owner and the app role must differ (both %)', owner_role;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = owner_role) THEN
    EXECUTE format('CREATE ROLE %I LOGIN', owner_role);
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = app_role) THEN
    EXECUTE format('CREATE ROLE %I LOGIN', app_role);
  END IF;
  EXECUTE format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L', owner_role, owner_password);
  EXECUTE format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD %L', app_role, app_password);

  EXECUTE format('ALTER DATABASE %I OWNER TO %I', current_database(), owner_role);
  EXECUTE format('ALTER SCHEMA public OWNER TO %I', owner_role);
END
$roles$;

-- A database migrated before the split (by the superuser): its tables, sequences, views,
-- functions and types in the public schema pass to the owner. Objects that belong to an extension
-- (pg_trgm's) or to a table (its identity sequence, its row type) stay as they are.
DO $existing$
DECLARE
  owner_role text := current_setting('platform.owner_role');
  item record;
BEGIN
  FOR item IN SELECT c.oid, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
                AND pg_get_userbyid(c.relowner) <> owner_role
                AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I',
                   CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
                   item.oid::regclass, owner_role);
  END LOOP;
  FOR item IN SELECT p.oid, p.prokind FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
              WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> owner_role
                AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE item.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE' ELSE 'FUNCTION' END,
                   item.oid::regprocedure, owner_role);
  END LOOP;
  FOR item IN SELECT t.oid FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
              WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> owner_role
                AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO %I', item.oid::regtype, owner_role);
  END LOOP;
END
$existing$;

DO $grants$
DECLARE
  owner_role text := current_setting('platform.owner_role');
  app_role text := current_setting('platform.app_role');
BEGIN
  -- Nobody but the owner creates anything in the schema.
  EXECUTE 'REVOKE CREATE ON SCHEMA public FROM PUBLIC';
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
  EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO %I', current_database(), app_role);
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', app_role);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', app_role);
  EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %I', app_role);
  EXECUTE format('GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO %I', app_role);
  -- And whatever the owner's migrations create later.
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I', owner_role, app_role);
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO %I', owner_role, app_role);
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT EXECUTE ON FUNCTIONS TO %I', owner_role, app_role);
END
$grants$;
