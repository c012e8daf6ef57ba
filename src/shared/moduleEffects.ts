/**
 * What the client's bundler may assume about this folder: its modules only declare things
 * (schemas, route entries, rules), except these, which run something when imported. The bundler
 * may then leave out every other module a chunk does not use (`build/sharedDeclarations.ts`), where it
 * otherwise keeps them all in case they do something: zod builds each schema as its module runs,
 * so the game page built the whole contract's 3,539 schemas before its first frame, and now builds
 * the 1,235 it uses. `moduleEffects.test.ts` reads every module here to keep this list true.
 */
export const SHARED_MODULES_WITH_EFFECTS: readonly string[] = [
  // Installs the contract's field messages in zod.
  'api/validationMessages.ts',
  // Imports the messages for that effect, so that whatever imports the contract has them.
  'api/index.ts',
];

const SHARED_FOLDER = '/src/shared/';

/** Whether the module at `id` (an absolute path) is one of this folder's declaration-only modules. */
export function declaresOnly(id: string): boolean {
  const path = id.replaceAll('\\', '/').split('?')[0] ?? '';
  const at = path.lastIndexOf(SHARED_FOLDER);
  if (at < 0 || !path.endsWith('.ts')) return false;
  return !SHARED_MODULES_WITH_EFFECTS.includes(path.slice(at + SHARED_FOLDER.length));
}
