import type { PartyLocations } from '../../shared/api';

/** A party member as the galaxy map names it. */
export interface PartyMapMember {
  id: number;
  name: string;
  /** On a journey out of this system (it is still the system the member left). */
  travelling: boolean;
}

/** A system where other members of the character's party stand. */
export interface PartyMapMarker {
  superAreaId: number;
  superAreaName: string;
  members: PartyMapMember[];
  /** The hover and list line: the members' names, "(in hyperspace)" after those on a journey. */
  label: string;
}

/** A member's name as the map shows it. */
export function memberLabel(member: PartyMapMember): string {
  return member.travelling ? `${member.name} (in hyperspace)` : member.name;
}

/**
 * The galaxy map's party markers: the other members (the character itself is the map's "you are
 * here") grouped by the system each stands in, systems in the order their first member joined.
 */
export function partyMapMarkers(locations: PartyLocations | undefined, selfId: number | null): PartyMapMarker[] {
  const bySystem = new Map<number, PartyMapMarker>();
  for (const member of locations?.members ?? []) {
    if (member.id === selfId) continue;
    let marker = bySystem.get(member.super_area_id);
    if (!marker) {
      marker = { superAreaId: member.super_area_id, superAreaName: member.super_area_name, members: [], label: '' };
      bySystem.set(member.super_area_id, marker);
    }
    marker.members.push({ id: member.id, name: member.name, travelling: member.travelling });
  }
  const markers = [...bySystem.values()];
  for (const marker of markers) marker.label = marker.members.map(memberLabel).join(', ');
  return markers;
}

/** Whether two marker lists draw the same (a refetch that moved nobody must not redraw the map). */
export function sameMarkers(a: readonly PartyMapMarker[], b: readonly PartyMapMarker[]): boolean {
  return a.length === b.length && a.every((marker, i) => marker.superAreaId === b[i]!.superAreaId && marker.label === b[i]!.label);
}
