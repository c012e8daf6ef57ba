/**
 * A query string's parameters without the empty ones (seed 001 §5: "Empty filter values are not
 * sent in the marketplace query"): empty or blank strings, false, null and undefined are left out.
 */
export function withoutEmpty(values: Record<string, string | number | boolean | null | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === false) continue;
    const text = String(value).trim();
    if (text !== '') params[key] = text;
  }
  return params;
}
