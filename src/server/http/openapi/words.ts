/** `buyCommodity` → `buy commodity`: a table name as words. */
export function wordsOf(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** `buyCommodity` → `Buy commodity`. */
export function sentenceOf(name: string): string {
  const words = wordsOf(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
