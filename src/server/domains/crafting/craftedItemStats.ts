import type { CraftedStats } from '../../../shared/rules/crafting/craftOutcome';

/**
 * The `crafted_stats` a crafted item's row keeps (read over its template's columns): its numbers,
 * and for food and drink the buff in its meta data, so the inventory shows and the use applies the
 * buff this craft made.
 */
export function craftedStatsJson(stats: CraftedStats, meta: Readonly<Record<string, string | number>>): string {
  const { buff_percent, buff_minutes, ...numbers } = stats;
  const buff = buff_percent !== undefined && buff_minutes !== undefined ? { meta_data: { ...meta, origin: 'crafted', buff_percent, buff_minutes } } : {};
  return JSON.stringify({ ...numbers, ...buff });
}
