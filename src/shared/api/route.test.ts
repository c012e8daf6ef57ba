import { describe, expect, it } from 'vitest';
import { fillPath } from './route';

describe('fillPath', () => {
  it('fills every parameter of a path, escaped', () => {
    expect(fillPath('/api/ships/:id/parts/:partId', { id: 7, partId: 12 })).toBe('/api/ships/7/parts/12');
    expect(fillPath('/api/things/:name', { name: 'a b/c' })).toBe('/api/things/a%20b%2Fc');
  });

  it('leaves a path without parameters alone and refuses a missing one', () => {
    expect(fillPath('/api/ship/status', undefined)).toBe('/api/ship/status');
    expect(() => fillPath('/api/ships/:id', {})).toThrow('Missing path parameter id');
  });
});
