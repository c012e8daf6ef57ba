import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { declaresOnly, SHARED_MODULES_WITH_EFFECTS } from './moduleEffects';

/** Every module of src/shared, its tests left out, by its path relative to this folder ("api/galaxy.ts"). */
const SHARED_MODULES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true })).map(
    ([file, source]) => [file.slice('./'.length), source],
  ),
);

/** A top-level statement that only declares something (or imports what it names). */
function declares(statement: ts.Statement): boolean {
  if (ts.isImportDeclaration(statement)) return statement.importClause !== undefined;
  return (
    ts.isExportDeclaration(statement) ||
    ts.isVariableStatement(statement) ||
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement)
  );
}

/**
 * A module runs something when imported: a top-level statement that is no declaration, or an
 * import for another module's effect (a bundler drops that import with a module it was told
 * only declares things).
 */
function runsSomething(file: string): boolean {
  const source = ts.createSourceFile(file, SHARED_MODULES[file] ?? '', ts.ScriptTarget.Latest);
  return source.statements.some((statement) => !declares(statement));
}

describe('shared module effects', () => {
  it('lists exactly the shared modules that run something when imported', () => {
    expect(Object.keys(SHARED_MODULES).length).toBeGreaterThan(50);
    expect(Object.keys(SHARED_MODULES).filter(runsSomething).sort()).toEqual([...SHARED_MODULES_WITH_EFFECTS].sort());
  });

  it('tells the bundler only about declaration-only modules of src/shared', () => {
    expect(declaresOnly('/repo/src/shared/api/galaxy.ts')).toBe(true);
    expect(declaresOnly('/repo/src/shared/rules/formatCredits.ts?v=1')).toBe(true);
    expect(declaresOnly('C:\\repo\\src\\shared\\api\\market.ts')).toBe(true);
    expect(declaresOnly('/repo/src/shared/api/validationMessages.ts')).toBe(false);
    expect(declaresOnly('/repo/src/client/api/galaxy.ts')).toBe(false);
    expect(declaresOnly('/repo/src/shared/README.md')).toBe(false);
  });
});
