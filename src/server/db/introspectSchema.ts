import { sql, type QueryExecutorProvider } from 'kysely';
import { SCHEMA_DOMAINS } from './schemaDomains';
import { renderSchema, type CheckRow, type ColumnRow, type SchemaFiles } from './schemaGenerator';
import { SCHEMA_GROUPS, SCHEMA_OVERRIDES } from './schemaOverrides';

const HEADER = [
  'Generated from the database the migrations in src/server/db/migrations build: do not edit.',
  'Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts',
  'for which file a table goes in), then run `npm run db:schema`.',
  'tests/integration/schemaDrift.test.ts fails while these files are stale.',
];

/** Columns and CHECK constraints of the public schema's tables. */
export async function readCatalog(db: QueryExecutorProvider): Promise<{ columns: ColumnRow[]; checks: CheckRow[] }> {
  const columns = await sql<ColumnRow>`
    SELECT c.table_name AS "table", c.column_name AS "column", c.ordinal_position::int AS "position",
           c.is_nullable = 'YES' AS "nullable", c.column_default AS "defaultValue", c.udt_name AS "udtName",
           CASE WHEN c.is_identity = 'YES' THEN c.identity_generation END AS "identity",
           c.is_generated = 'ALWAYS' AS "generated",
           col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int) AS "comment"
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`.execute(db);
  const checks = await sql<CheckRow>`
    SELECT rel.relname::text AS "table", pg_get_constraintdef(con.oid) AS "definition",
           ARRAY(SELECT att.attname::text FROM unnest(con.conkey) AS key(attnum)
                 JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = key.attnum
                 ORDER BY att.attname) AS "columns"
    FROM pg_constraint con
    JOIN pg_class rel ON rel.oid = con.conrelid
    JOIN pg_namespace ns ON ns.oid = rel.relnamespace
    WHERE con.contype = 'c' AND ns.nspname = 'public'`.execute(db);
  return { columns: columns.rows, checks: checks.rows };
}

/** The files `schema.ts` and `schema/` should hold for the database `db` points at, by path from `src/server/db`. */
export async function generateSchemaFiles(db: QueryExecutorProvider): Promise<SchemaFiles> {
  const { columns, checks } = await readCatalog(db);
  return renderSchema({ columns, checks, overrides: SCHEMA_OVERRIDES, groups: SCHEMA_GROUPS, header: HEADER, domains: SCHEMA_DOMAINS });
}
