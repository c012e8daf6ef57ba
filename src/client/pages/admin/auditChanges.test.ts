import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('lists only the fields an edit changed', () => {
    expect(auditChanges({ name: 'Old', level: 3, kind: 'beast' }, { name: 'New', level: 3, kind: 'beast' })).toEqual([{ field: 'name', before: 'Old', after: 'New' }]);
  });

  it('lists every field of a creation or a deletion against a dash', () => {
    expect(auditChanges(null, { name: 'Nova', x: 5 })).toEqual([
      { field: 'name', before: '—', after: 'Nova' },
      { field: 'x', before: '—', after: '5' },
    ]);
    expect(auditChanges({ name: 'Gone' }, null)).toEqual([{ field: 'name', before: 'Gone', after: '—' }]);
  });

  it('writes nested values as JSON', () => {
    expect(auditChanges(null, { places: [{ name: 'Port' }] })).toEqual([{ field: 'places', before: '—', after: '[{"name":"Port"}]' }]);
  });
});
