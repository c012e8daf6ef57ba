import { describe, expect, it } from 'vitest';
import { characterEvents } from '../../api/broadcasting';
import { eventLabel, eventLogLine } from './eventLogEntry';

describe('eventLogLine', () => {
  it('gives every character event an app, a severity and a sentence in a player’s words', () => {
    for (const event of characterEvents) {
      const line = eventLogLine(event, {});
      // A sentence: a capital, words, a full stop; never the wire name.
      expect(line.message).toMatch(/^[A-Z][^A-Z]*[a-z]+.*\.$/);
      expect(line.message).not.toContain(event);
      expect(line.appId.length).toBeGreaterThan(0);
    }
    expect(eventLogLine('EquipmentDamaged', null)).toEqual({ appId: 'equipment', type: 'warning', message: 'Some of your equipment was damaged.' });
    expect(eventLogLine('MissionStepUpdated', undefined)).toEqual({ appId: 'missions', type: 'info', message: 'You made progress on a mission.' });
    expect(eventLogLine('MissionCompleted', undefined)).toMatchObject({ appId: 'missions', type: 'success' });
  });

  it("prefers the payload's own message, trimmed and capped", () => {
    expect(eventLogLine('ShipStatusChanged', { message: '  Kestrel docked at Veridia ' }).message).toBe('Kestrel docked at Veridia');
    expect(eventLogLine('ShipStatusChanged', { message: 'x'.repeat(500) }).message).toHaveLength(200);
    expect(eventLogLine('ShipStatusChanged', { message: 42 }).message).toBe('Your ship’s status changed.');
  });
});

describe('eventLabel', () => {
  it('names every character event in plain words, never its wire name', () => {
    for (const event of characterEvents) {
      const label = eventLabel(event);
      expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      expect(label).not.toBe(event);
    }
    expect(eventLabel('MissionStepUpdated')).toBe('Mission progress');
  });

  it('has no label for anything else', () => {
    expect(eventLabel(null)).toBeNull();
    expect(eventLabel('toString')).toBeNull();
    expect(eventLabel('PartyUpdated')).toBeNull();
  });
});
