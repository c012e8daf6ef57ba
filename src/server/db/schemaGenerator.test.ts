import { describe, expect, it } from 'vitest';
import {
  baseType,
  checkLiterals,
  columnLiterals,
  columnType,
  interfaceName,
  renderSchema,
  type CheckRow,
  type ColumnRow,
} from './schemaGenerator';

function column(table: string, name: string, udtName: string, more: Partial<ColumnRow> = {}): ColumnRow {
  return { table, column: name, position: 1, nullable: false, defaultValue: null, udtName, identity: null, generated: false, comment: null, ...more };
}

const placeTypeCheck: CheckRow = {
  table: 'places',
  columns: ['place_type'],
  definition: "CHECK ((place_type = ANY (ARRAY['shuttleport'::text, 'market'::text, 'shop'::text])))",
};

describe('interfaceName', () => {
  it('names a table interface in PascalCase with a Table suffix', () => {
    expect(interfaceName('market_price_history')).toBe('MarketPriceHistoryTable');
    expect(interfaceName('users')).toBe('UsersTable');
  });
});

describe('checkLiterals', () => {
  it('reads an IN list as PostgreSQL prints it', () => {
    expect(checkLiterals(placeTypeCheck.definition, 'place_type')).toEqual(['shuttleport', 'market', 'shop']);
  });

  it('reads a single-value check and unescapes quotes', () => {
    expect(checkLiterals("CHECK ((kind = 'captain''s'::text))", 'kind')).toEqual(["captain's"]);
  });

  it('reads a varchar IN list with its casts and a quoted column name', () => {
    const definition = `CHECK ((("type")::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[])))`;
    expect(checkLiterals(definition, 'type')).toEqual(['a', 'b']);
  });

  it('ignores checks that are not a plain literal set of the column', () => {
    expect(checkLiterals('CHECK ((credits >= 0))', 'credits')).toBeNull();
    expect(checkLiterals("CHECK (((status = 'available'::text) OR (character_id IS NOT NULL)))", 'status')).toBeNull();
    expect(checkLiterals("CHECK ((kind = ANY (ARRAY['a'::text, 'b'::text])))", 'other')).toBeNull();
    expect(checkLiterals("CHECK ((kind = ANY (ARRAY['a'::text, lower('B'::text)])))", 'kind')).toBeNull();
  });
});

describe('columnLiterals', () => {
  it('intersects every single-column check and skips multi-column ones', () => {
    const checks: CheckRow[] = [
      placeTypeCheck,
      { table: 'places', columns: ['place_type'], definition: "CHECK ((place_type = ANY (ARRAY['market'::text, 'shop'::text, 'bank'::text])))" },
      { table: 'places', columns: ['name', 'place_type'], definition: "CHECK ((place_type = 'shop'::text))" },
    ];
    expect(columnLiterals(checks, 'places', 'place_type')).toEqual(['market', 'shop']);
    expect(columnLiterals(checks, 'places', 'name')).toBeNull();
  });
});

describe('baseType', () => {
  it('maps bigint and numeric to numbers, as the pg parsers in database.ts return them', () => {
    expect(baseType(column('t', 'credits', 'int8'))).toBe('number');
    expect(baseType(column('t', 'fuel', 'numeric'))).toBe('number');
    expect(baseType(column('t', 'at', 'timestamptz'))).toBe('Timestamp');
    expect(baseType(column('t', 'prices', '_int4'))).toBe('number[]');
    expect(baseType(column('t', 'ids', '_int8'))).toBe('string[]');
  });

  it('refuses a type it has no mapping for instead of guessing', () => {
    expect(() => baseType(column('t', 'span', 'interval'))).toThrow('t.span (interval)');
  });
});

describe('columnType', () => {
  it('marks identity columns always generated and defaulted ones optional on insert', () => {
    expect(columnType(column('t', 'id', 'int8', { identity: 'ALWAYS' }), [], undefined)).toBe('GeneratedAlways<number>');
    expect(columnType(column('t', 'id', 'int8', { identity: 'BY DEFAULT' }), [], undefined)).toBe('Generated<number>');
    expect(columnType(column('t', 'at', 'timestamptz', { defaultValue: 'now()' }), [], undefined)).toBe('Generated<Timestamp>');
    expect(columnType(column('t', 'at', 'timestamptz', { nullable: true }), [], undefined)).toBe('Timestamp | null');
  });

  it('turns a CHECK literal set into a union, named when an override says so', () => {
    const row = column('places', 'place_type', 'text');
    expect(columnType(row, [placeTypeCheck], undefined)).toBe("'shuttleport' | 'market' | 'shop'");
    expect(columnType(row, [placeTypeCheck], { union: 'PlaceType' })).toBe('PlaceType');
  });

  it('narrows jsonb and unchecked text through a type override, keeping nullability and defaults', () => {
    const json = column('t', 'tags', 'jsonb', { defaultValue: "'[]'::jsonb" });
    expect(columnType(json, [], { type: 'string[]' })).toBe('Generated<Json<string[]>>');
    expect(columnType(column('t', 'extra', 'jsonb', { nullable: true }), [], undefined)).toBe('Json<unknown> | null');
    expect(columnType(column('t', 'size', 'text'), [], { type: 'SizeClass', imports: { SizeClass: 'x' } })).toBe('SizeClass');
  });

  it('refuses an override the database contradicts', () => {
    const row = column('places', 'place_type', 'text');
    expect(() => columnType(row, [placeTypeCheck], { union: 'PlaceType', from: 'shared', values: ['shuttleport', 'market'] })).toThrow(
      "places.place_type CHECK allows 'shuttleport' | 'market' | 'shop', but PlaceType (shared) is 'shuttleport' | 'market'",
    );
    expect(() => columnType(column('t', 'n', 'int4'), [], { type: '1 | 2' })).toThrow('only jsonb and unchecked text');
    expect(() => columnType(column('t', 'name', 'text'), [], { union: 'Name' })).toThrow('no CHECK');
  });
});

describe('renderSchema', () => {
  const columns: ColumnRow[] = [
    column('users', 'name', 'text', { position: 2 }),
    column('users', 'id', 'int8', { position: 1, identity: 'ALWAYS' }),
    column('places', 'place_type', 'text', { position: 2 }),
    column('places', 'id', 'int8', { position: 1, identity: 'ALWAYS' }),
    column('places', 'created_at', 'timestamptz', { position: 3, defaultValue: 'now()' }),
  ];
  const input = {
    columns,
    checks: [placeTypeCheck],
    overrides: { 'places.place_type': { union: 'PlaceType', from: '../shared/places', values: ['market', 'shop', 'shuttleport'] } },
    header: ['Generated: do not edit.'],
    domains: { galaxy: ['places'], accounts: ['users'] },
  };

  it('writes each domain its tables, sorted, columns in table order, with the helpers and unions it uses', () => {
    const files = renderSchema(input);
    expect(Object.keys(files).sort()).toEqual(['schema.ts', 'schema/accounts.ts', 'schema/galaxy.ts']);
    expect(files['schema/galaxy.ts']).toBe(
      [
        '// Generated: do not edit.',
        '',
        "import type { GeneratedAlways } from 'kysely';",
        "import type { Generated, PlaceType, Timestamp } from '../schema';",
        '',
        'export interface PlacesTable {',
        '  id: GeneratedAlways<number>;',
        '  place_type: PlaceType;',
        '  created_at: Generated<Timestamp>;',
        '}',
        '',
      ].join('\n'),
    );
    expect(files['schema/accounts.ts']).toBe(
      ['// Generated: do not edit.', '', "import type { GeneratedAlways } from 'kysely';", '', 'export interface UsersTable {', '  id: GeneratedAlways<number>;', '  name: string;', '}', ''].join('\n'),
    );
  });

  it('writes schema.ts: imports, helpers in use, shared types, every domain and the Database map', () => {
    expect(renderSchema(input)['schema.ts']).toBe(
      [
        '// Generated: do not edit.',
        '',
        "import type { ColumnType } from 'kysely';",
        "import type { PlaceType } from '../shared/places';",
        "import type { UsersTable } from './schema/accounts';",
        "import type { PlacesTable } from './schema/galaxy';",
        '',
        '/** A column the database fills in when an insert leaves it out (it has a default). */',
        'export type Generated<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;',
        '',
        '/** timestamptz: read as a Date, written as a Date or an ISO string. */',
        'export type Timestamp = ColumnType<Date, Date | string, Date | string>;',
        '',
        'export type { PlaceType };',
        '',
        "export type * from './schema/accounts';",
        "export type * from './schema/galaxy';",
        '',
        'export interface Database {',
        '  places: PlacesTable;',
        '  users: UsersTable;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('gives the same bytes whatever order the catalog rows come in', () => {
    expect(renderSchema({ ...input, columns: [...columns].reverse() })).toEqual(renderSchema(input));
  });

  it('writes a column comment as the field doc comment', () => {
    const commented = [column('users', 'id', 'int8', { comment: 'Who signed up.\nNever reused.' }), column('users', 'name', 'text', { position: 2, comment: 'Shown to others' })];
    expect(renderSchema({ ...input, columns: commented, overrides: {} })['schema/accounts.ts']).toContain(
      ['export interface UsersTable {', '  /**', '   * Who signed up.', '   * Never reused.', '   */', '  id: number;', '  /** Shown to others */', '  name: string;', '}'].join('\n'),
    );
  });

  it('lets a table holding every column of a group extend its shared type instead of listing them', () => {
    const stats = [column('users', 'speed', 'int4', { position: 3 }), column('users', 'hull', 'int4', { position: 4 })];
    const groups = [{ name: 'Stats', from: '../shared/stats', columns: ['speed', 'hull'], type: 'number' }];
    const files = renderSchema({ ...input, columns: [...columns, ...stats], groups });
    expect(files['schema/accounts.ts']).toContain(['export interface UsersTable extends Stats {', '  id: GeneratedAlways<number>;', '  name: string;', '}'].join('\n'));
    expect(files['schema.ts']).toContain("import type { Stats } from '../shared/stats';");
    // A table missing one of the columns keeps its own.
    expect(renderSchema({ ...input, columns: [...columns, stats[0]!], groups })['schema/accounts.ts']).toContain('  speed: number;');
  });

  it('refuses overrides for columns the database does not have', () => {
    expect(() => renderSchema({ ...input, overrides: { ...input.overrides, 'users.gone': { type: 'string' } } })).toThrow(
      'overrides for columns the database does not have: users.gone',
    );
  });

  it('refuses a table no domain takes', () => {
    expect(() => renderSchema({ ...input, domains: { galaxy: ['places'] } })).toThrow('no domain for users; add it to schemaDomains.ts');
  });
});
