/**
 * Pure half of the schema generator: from catalog rows of a migrated database to the text of
 * `schema.ts` and the domain files of `schema/`. No I/O here, so every rule below (type mapping, CHECK parsing, overrides,
 * ordering) is unit-tested on plain rows; `introspectSchema.ts` reads the rows.
 */

/** One column as `information_schema.columns` describes it. */
export interface ColumnRow {
  table: string;
  column: string;
  position: number;
  nullable: boolean;
  /** The column's DEFAULT expression, null when it has none. */
  defaultValue: string | null;
  /** PostgreSQL's internal type name: `int8`, `timestamptz`, `_int4` for `integer[]`. */
  udtName: string;
  /** `ALWAYS` or `BY DEFAULT` for identity columns, else null. */
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  /** A stored generated column (`GENERATED ALWAYS AS (...)`). */
  generated: boolean;
  /** `COMMENT ON COLUMN`, written into schema.ts as the field's doc comment. */
  comment: string | null;
}

/** One CHECK constraint, as `pg_get_constraintdef` prints it, with the columns it reads. */
export interface CheckRow {
  table: string;
  columns: string[];
  definition: string;
}

/**
 * What the database can't say about a column, keyed `table.column`:
 * - `union`: the name `schema.ts` exports the column's CHECK literal union under; with `from`,
 *   the union is a shared type imported from there, and `values` must be exactly what the CHECK allows;
 * - `type`: a TypeScript type for a jsonb column's shape or a text column without a CHECK, with
 *   `imports` naming the module of each type it uses (they are re-exported from `schema.ts`).
 */
export type ColumnOverride =
  | { union: string; from?: undefined; values?: undefined }
  | { union: string; from: string; values: readonly string[] }
  | { type: string; imports?: Record<string, string> };

export type SchemaOverrides = Record<string, ColumnOverride>;

/**
 * A set of columns several tables share under one shared type (a ship's stats): a table holding
 * every one of `columns` as `type`, none of them commented, extends the type `name` exported
 * from `from` instead of listing them, so the list lives once, where the rules keep it.
 */
export interface ColumnGroup {
  name: string;
  from: string;
  columns: readonly string[];
  type: string;
}

export interface GenerateInput {
  columns: ColumnRow[];
  checks: CheckRow[];
  overrides: SchemaOverrides;
  /** The header comment, one string per line (without `//`). */
  header: string[];
  /** Each domain's tables: the file of `schema/` their interfaces are written to. */
  domains: Readonly<Record<string, readonly string[]>>;
  groups?: readonly ColumnGroup[];
}

// pg's parsers (database.ts) turn int8 and numeric into numbers; int8[] arrays stay strings.
const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING = new Set(['text', 'varchar', 'bpchar', 'citext', 'uuid', 'name', 'inet', 'cidr']);
const TIMESTAMP = new Set(['timestamptz', 'timestamp', 'date']);
const ARRAY_ELEMENT: Record<string, string> = {
  _int2: 'number',
  _int4: 'number',
  _float4: 'number',
  _float8: 'number',
  _numeric: 'number',
  _int8: 'string',
  _text: 'string',
  _varchar: 'string',
  _bool: 'boolean',
};

const HELPERS: Record<string, string[]> = {
  Generated: [
    '/** A column the database fills in when an insert leaves it out (it has a default). */',
    'export type Generated<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;',
  ],
  Json: ['/** jsonb: read as the parsed value, written as JSON text. */', 'export type Json<T> = ColumnType<T, string, string>;'],
  Timestamp: ['/** timestamptz: read as a Date, written as a Date or an ISO string. */', 'export type Timestamp = ColumnType<Date, Date | string, Date | string>;'],
};

/** `market_price_history` → `MarketPriceHistoryTable`. */
export function interfaceName(table: string): string {
  return `${table.replace(/(?:^|_)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}Table`;
}

const LITERAL = String.raw`'((?:[^']|'')*)'(?:::(?:text|character varying))?`;
const stripParens = (text: string): string => {
  let out = text.trim();
  while (out.startsWith('(') && out.endsWith(')') && balanced(out.slice(1, -1))) out = out.slice(1, -1).trim();
  return out;
};
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text.replace(/'(?:[^']|'')*'/g, "''")) {
    if (char === '(') depth += 1;
    if (char === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The string values a CHECK lets `column` take, when it is `column IN (...)` or
 * `column = '...'` (PostgreSQL prints the first as `column = ANY (ARRAY[...])`); null otherwise.
 */
export function checkLiterals(definition: string, column: string): string[] | null {
  const body = stripParens(definition.replace(/^CHECK\s*/, '').replace(/\s+NOT VALID$/, ''));
  const name = String.raw`\(*(?:"${column}"|${column})\)*(?:::(?:text|character varying))?`;
  const single = new RegExp(String.raw`^${name} = ${LITERAL}$`).exec(body);
  if (single) return [unquote(single[1] ?? '')];
  const any = new RegExp(String.raw`^${name} = ANY \(\(?ARRAY\[(.*?)\]\)?(?:::(?:text|character varying)\[\])?\)$`).exec(body);
  if (!any) return null;
  const items = (any[1] ?? '').split(/,\s*(?=')/);
  const values: string[] = [];
  for (const item of items) {
    const match = new RegExp(`^${LITERAL}$`).exec(item.trim());
    if (!match) return null;
    values.push(unquote(match[1] ?? ''));
  }
  return values;
}

const unquote = (sql: string): string => sql.replace(/''/g, "'");
const tsString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const union = (values: readonly string[]): string => values.map(tsString).join(' | ');

/** The literal values every single-column CHECK on `table.column` allows (their intersection), or null. */
export function columnLiterals(checks: CheckRow[], table: string, column: string): string[] | null {
  let allowed: string[] | null = null;
  for (const check of checks) {
    if (check.table !== table || check.columns.length !== 1 || check.columns[0] !== column) continue;
    const values = checkLiterals(check.definition, column);
    if (values) allowed = allowed === null ? values : allowed.filter((value) => values.includes(value));
  }
  return allowed;
}

/** The TypeScript type of a column's values as pg returns them, before defaults and nullability. */
export function baseType(row: ColumnRow): string {
  if (NUMBER.has(row.udtName)) return 'number';
  if (STRING.has(row.udtName)) return 'string';
  if (row.udtName === 'bool') return 'boolean';
  if (TIMESTAMP.has(row.udtName)) return 'Timestamp';
  if (row.udtName === 'json' || row.udtName === 'jsonb') return 'Json<unknown>';
  const element = ARRAY_ELEMENT[row.udtName];
  if (element) return `${element}[]`;
  throw new Error(`schema generator: no TypeScript type for ${row.table}.${row.column} (${row.udtName}); add it to schemaGenerator.ts`);
}

interface Emitted {
  helpers: Set<string>;
  kysely: Set<string>;
  imports: Map<string, Set<string>>;
  unions: Map<string, string>;
}

/** The full TypeScript type of one column: overrides and CHECK unions applied, then nullability and defaults. */
export function columnType(row: ColumnRow, checks: CheckRow[], override: ColumnOverride | undefined, out: Emitted = emptyEmitted()): string {
  const key = `${row.table}.${row.column}`;
  let type = baseType(row);
  const literals = STRING.has(row.udtName) ? columnLiterals(checks, row.table, row.column) : null;
  if (override && 'union' in override) {
    if (!literals) throw new Error(`schema generator: override ${key} names a union, but no CHECK gives the column literal values`);
    if (override.from) {
      const same = override.values.length === literals.length && override.values.every((value) => literals.includes(value));
      if (!same) throw new Error(`schema generator: ${key} CHECK allows ${union(literals)}, but ${override.union} (${override.from}) is ${union(override.values)}`);
      addImport(out, override.from, override.union);
    } else {
      const known = out.unions.get(override.union);
      if (known !== undefined && known !== union(literals)) throw new Error(`schema generator: ${override.union} is ${known} elsewhere, but ${key} allows ${union(literals)}`);
      out.unions.set(override.union, union(literals));
    }
    type = override.union;
  } else if (override) {
    for (const [name, from] of Object.entries(override.imports ?? {})) addImport(out, from, name);
    if (type === 'Json<unknown>') type = `Json<${override.type}>`;
    else if (type === 'string' && !literals) type = override.type;
    else throw new Error(`schema generator: override ${key} narrows a ${row.udtName} column; only jsonb and unchecked text columns take a type`);
  } else if (literals) {
    type = union(literals);
  }
  for (const helper of Object.keys(HELPERS)) if (new RegExp(`\\b${helper}\\b`).test(type)) out.helpers.add(helper);
  if (row.nullable) type = `${type} | null`;
  if (row.identity === 'ALWAYS' || row.generated) {
    out.kysely.add('GeneratedAlways');
    return `GeneratedAlways<${type}>`;
  }
  if (row.identity === 'BY DEFAULT' || row.defaultValue !== null) {
    out.helpers.add('Generated');
    return `Generated<${type}>`;
  }
  return type;
}

function emptyEmitted(): Emitted {
  return { helpers: new Set(), kysely: new Set(), imports: new Map(), unions: new Map() };
}

function addImport(out: Emitted, from: string, name: string): void {
  const names = out.imports.get(from) ?? new Set<string>();
  names.add(name);
  out.imports.set(from, names);
}

function docComment(comment: string | null): string {
  const lines = (comment ?? '').replace(/\*\//g, '*\\/').split('\n').map((line) => line.trimEnd());
  if (lines.every((line) => line === '')) return '';
  if (lines.length === 1) return `  /** ${lines[0]} */\n`;
  return `  /**\n${lines.map((line) => (line ? `   * ${line}` : '   *')).join('\n')}\n   */\n`;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (names: Iterable<string>): string[] => [...names].sort(byText);

/** The schema's files, keyed by path from `src/server/db`: `schema.ts` and one `schema/<domain>.ts` a domain. */
export type SchemaFiles = Record<string, string>;

/** Adds what one file uses to what the whole schema uses; a union must mean the same everywhere. */
function merge(all: Emitted, file: Emitted): void {
  for (const helper of file.helpers) all.helpers.add(helper);
  for (const name of file.kysely) all.kysely.add(name);
  for (const [from, names] of file.imports) for (const name of names) addImport(all, from, name);
  for (const [name, values] of file.unions) {
    const known = all.unions.get(name);
    if (known !== undefined && known !== values) throw new Error(`schema generator: ${name} is ${known} in one domain and ${values} in another`);
    all.unions.set(name, values);
  }
}

/**
 * The schema as files: each domain's table interfaces in `schema/<domain>.ts` (tables sorted by
 * name, columns in table order), and `schema.ts` with the column helpers, the literal unions, the
 * shared types the overrides name, every domain's interfaces and the `Database` map. Same input,
 * same bytes. A domain file takes the helpers and unions it uses from `schema.ts` (types only).
 */
export function renderSchema({ columns, checks, overrides, header, domains, groups = [] }: GenerateInput): SchemaFiles {
  const tables = new Map<string, ColumnRow[]>();
  for (const row of columns) tables.set(row.table, [...(tables.get(row.table) ?? []), row]);
  const domainOf = new Map(Object.entries(domains).flatMap(([domain, names]) => names.map((table) => [table, domain] as const)));
  const missing = sorted(tables.keys()).filter((table) => !domainOf.has(table));
  if (missing.length > 0) throw new Error(`schema generator: no domain for ${missing.join(', ')}; add it to schemaDomains.ts`);
  const comment = header.map((line) => (line ? `// ${line}` : '//')).join('\n');
  const all = emptyEmitted();
  const used = new Set<string>();
  const files: SchemaFiles = {};
  const domainTables = new Map<string, string[]>();

  for (const domain of sorted(Object.keys(domains))) {
    const names = sorted(tables.keys()).filter((table) => domainOf.get(table) === domain);
    if (names.length === 0) continue;
    domainTables.set(domain, names);
    const out = emptyEmitted();
    const interfaces = names.map((table) => {
      const rows = [...(tables.get(table) ?? [])].sort((a, b) => a.position - b.position);
      const typed = rows.map((row) => {
        const key = `${row.table}.${row.column}`;
        used.add(key);
        return { row, type: columnType(row, checks, overrides[key], out) };
      });
      const extended = groups.filter((group) =>
        group.columns.every((column) => typed.some(({ row, type }) => row.column === column && type === group.type && !row.comment)),
      );
      for (const group of extended) addImport(out, group.from, group.name);
      const grouped = new Set(extended.flatMap((group) => group.columns));
      const fields = typed.filter(({ row }) => !grouped.has(row.column)).map(({ row, type }) => `${docComment(row.comment)}  ${row.column}: ${type};`);
      const heritage = extended.length > 0 ? ` extends ${extended.map((group) => group.name).join(', ')}` : '';
      return [`export interface ${interfaceName(table)}${heritage} {`, ...fields, '}'].join('\n');
    });
    merge(all, out);
    const fromSchema = sorted([...out.helpers, ...out.unions.keys(), ...[...out.imports.values()].flatMap((set) => [...set])]);
    const imports = [
      ...(out.kysely.size > 0 ? [`import type { ${sorted(out.kysely).join(', ')} } from 'kysely';`] : []),
      ...(fromSchema.length > 0 ? [`import type { ${fromSchema.join(', ')} } from '../schema';`] : []),
    ];
    files[`schema/${domain}.ts`] = `${[comment, imports.join('\n'), ...interfaces].filter((section) => section.length > 0).join('\n\n')}\n`;
  }
  const stale = Object.keys(overrides).filter((key) => !used.has(key));
  if (stale.length > 0) throw new Error(`schema generator: overrides for columns the database does not have: ${sorted(stale).join(', ')}`);

  const modules = sorted(all.imports.keys());
  const reexported = sorted(modules.flatMap((from) => [...(all.imports.get(from) ?? [])]));
  const tableImports = [...domainTables].map(([domain, names]) => `import type { ${names.map(interfaceName).join(', ')} } from './schema/${domain}';`);
  const imports = [
    ...(all.helpers.size > 0 ? ["import type { ColumnType } from 'kysely';"] : []),
    ...modules.map((from) => `import type { ${sorted(all.imports.get(from) ?? []).join(', ')} } from '${from}';`),
    ...tableImports,
  ];
  const everyTable = sorted(tables.keys());
  files['schema.ts'] = `${[
    comment,
    imports.join('\n'),
    sorted(all.helpers).map((helper) => (HELPERS[helper] ?? []).join('\n')).join('\n\n'),
    [
      ...(reexported.length > 0 ? [`export type { ${reexported.join(', ')} };`] : []),
      ...sorted(all.unions.keys()).map((name) => `export type ${name} = ${all.unions.get(name)};`),
    ].join('\n'),
    [...domainTables.keys()].map((domain) => `export type * from './schema/${domain}';`).join('\n'),
    ['export interface Database {', ...everyTable.map((table) => `  ${table}: ${interfaceName(table)};`), '}'].join('\n'),
  ]
    .filter((section) => section.length > 0)
    .join('\n\n')}\n`;
  return files;
}
