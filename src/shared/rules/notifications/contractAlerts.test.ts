import { describe, expect, it } from 'vitest';
import { contractAlerts } from './contractAlerts';

const NOW = Date.UTC(2300, 0, 1, 12, 0, 0);
const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(NOW + offset).toISOString();

describe('contractAlerts', () => {
  it.each([
    ['already passed', -1, false],
    ['exactly now', 0, false],
    ['one millisecond ahead', 1, true],
    ['23 hours ahead', 23 * HOUR, true],
    ['exactly 24 hours ahead', 24 * HOUR, true],
    ['24 hours and a millisecond ahead', 24 * HOUR + 1, false],
  ])('a deadline %s warns: %s', (_label, offset, warns) => {
    const alerts = contractAlerts([{ id: 3, deadline: at(offset) }], NOW);
    expect(alerts.length === 1).toBe(warns);
    if (warns) expect(alerts[0]).toMatchObject({ appId: 'trading-contracts', type: 'warning', count: 1, key: 'contract:3:deadline' });
  });

  it('says how long is left, by title when there is one', () => {
    const alerts = contractAlerts(
      [
        { id: 3, deadline: at(5 * HOUR + 12 * 60_000) },
        { id: 4, deadline: at(40 * 60_000), title: 'Ore run to Kessa' },
        { id: 5, deadline: at(2 * HOUR) },
      ],
      NOW,
    );
    expect(alerts.map((a) => a.message)).toEqual([
      'Contract #3: deadline in 5 h 12 min',
      'Ore run to Kessa: deadline in 40 min',
      'Contract #5: deadline in 2 h',
    ]);
  });

  it('skips a deadline that is not a date', () => {
    expect(contractAlerts([{ id: 1, deadline: 'soon' }], NOW)).toEqual([]);
  });
});
