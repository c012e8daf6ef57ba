import { describe, expect, it } from 'vitest';
import { characterEvents } from '../../api/broadcasting';
import { eventLogLine } from './eventLogEntry';

describe('eventLogLine', () => {
  it('gives every character event an app, a severity and a line', () => {
    for (const event of characterEvents) {
      const line = eventLogLine(event, {});
      expect(line.message.length).toBeGreaterThan(0);
      expect(line.appId).toBeTruthy();
    }
    expect(eventLogLine('EquipmentDamaged', null)).toEqual({ appId: 'equipment', type: 'warning', message: 'Equipment damaged' });
    expect(eventLogLine('MissionCompleted', undefined)).toMatchObject({ appId: 'missions', type: 'success' });
  });

  it("prefers the payload's own message, trimmed and capped", () => {
    expect(eventLogLine('ShipStatusChanged', { message: '  Kestrel docked at Veridia ' }).message).toBe('Kestrel docked at Veridia');
    expect(eventLogLine('ShipStatusChanged', { message: 'x'.repeat(500) }).message).toHaveLength(200);
    expect(eventLogLine('ShipStatusChanged', { message: 42 }).message).toBe('Ship status changed');
  });
});
