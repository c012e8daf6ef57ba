/** A hyperspace lane as the galaxy map sends it. */
export interface MapLane {
  from_area_id: number;
  to_area_id: number;
  length: number;
}

/** The systems one lane away from `homeId`, nearest first. */
export function neighboursOf(homeId: number, lanes: readonly MapLane[]): { id: number; distance: number }[] {
  return lanes
    .filter((lane) => lane.from_area_id === homeId || lane.to_area_id === homeId)
    .map((lane) => ({ id: lane.from_area_id === homeId ? lane.to_area_id : lane.from_area_id, distance: lane.length }))
    .sort((a, b) => a.distance - b.distance);
}
