import type { ItemMetaData } from '../../shared/api';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A slot or quality as the apps label it ("weapon" → "Weapon"). */
export const labelOf = (text: string) => capitalised(text.replace(/_/g, ' '));

const isRange = (value: unknown): value is { min: number; max: number } =>
  typeof value === 'object' && value !== null && 'min' in value && 'max' in value;

/** The damage or protection range of an item ("Damage 8–14"), or null when it has neither. */
export function rangeText(meta: ItemMetaData): string | null {
  const parts: string[] = [];
  if (meta.damage) parts.push(`Damage ${meta.damage.min}–${meta.damage.max}`);
  if (meta.protection) parts.push(`Protection ${meta.protection.min}–${meta.protection.max}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).map(labelOf).join(', ') : '—';
  if (isRange(value)) return `${value.min}–${value.max}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Every metadata field as label and text, for the tooltip (seed 000 §2: "a tooltip of all metadata"). */
export function metadataEntries(meta: ItemMetaData): [string, string][] {
  return Object.entries(meta).map(([key, value]) => [labelOf(key), valueText(value)]);
}
