import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badgeCount';

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [252, '99+'],
  ])('%i shows %j', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});
