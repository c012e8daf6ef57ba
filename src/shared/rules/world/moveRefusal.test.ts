import { describe, expect, it } from 'vitest';
import { ALREADY_THERE, moveRefusal } from './moveRefusal';

const dock = { placeId: 1, locationId: 10, locationName: 'Old Port' };
const bar = { placeId: 2, locationId: 10, locationName: 'Old Port' };
const faraway = { placeId: 3, locationId: 11, locationName: 'High Town' };

describe('moveRefusal', () => {
  it('lets a character walk within its location', () => {
    expect(moveRefusal(dock, bar, false)).toBeNull();
  });
  it('refuses a walk to another location, naming where one can walk', () => {
    expect(moveRefusal(dock, faraway, false)).toBe('You can only walk to places of Old Port: take a shuttle or a hyperspace route to go further.');
  });
  it('lets an admin put a character anywhere, but not where it already is', () => {
    expect(moveRefusal(dock, faraway, true)).toBeNull();
    expect(moveRefusal(dock, dock, true)).toBe(ALREADY_THERE);
  });
});
