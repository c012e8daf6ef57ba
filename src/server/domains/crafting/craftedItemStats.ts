import type { CraftedStats } from '../../../shared/rules/crafting/craftOutcome';

/**
 * The `crafted_stats` a crafted item's row keeps (read over its template's columns): its numbers,
 * and for food and drink the buff in its meta data, so the inventory shows and the use applies the
 * buff this craft made; a ship part's or a droid's meta data as the craft made it (`craftedMeta`).
 */
export function craftedStatsJson(
  stats: CraftedStats,
  meta: Readonly<Record<string, string | number>>,
  craftedMeta: Readonly<Record<string, string | number>> | null,
): string {
  const { buff_percent, buff_minutes, ...numbers } = stats;
  const buff = buff_percent !== undefined && buff_minutes !== undefined ? { buff_percent, buff_minutes } : null;
  if (!buff && !craftedMeta) return JSON.stringify(numbers);
  return JSON.stringify({ ...numbers, meta_data: { ...meta, origin: 'crafted', ...craftedMeta, ...buff } });
}
