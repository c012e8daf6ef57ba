import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminRoutes, contentAdminRoutes, trafficRoutes, worldRoutes, type BuildPlanetRequest, type BuilderDistrict, type BuilderLocation, type BuilderPlace, type ContentType, type CreateSuperAreaRequest, type TrafficTunablesBody } from '../../shared/api';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** The world pages' reads: content only an admin changes, so no polling. */
export const worldQueries = {
  galaxy: () => queryOptions({ queryKey: queryKeys.world.page('galaxy'), queryFn: ({ signal }) => callRoute(worldRoutes.galaxy, {}, { signal }) }),
  planets: () => queryOptions({ queryKey: queryKeys.world.page('planets'), queryFn: ({ signal }) => callRoute(worldRoutes.planets, {}, { signal }) }),
  locations: () => queryOptions({ queryKey: queryKeys.world.page('locations'), queryFn: ({ signal }) => callRoute(worldRoutes.locations, {}, { signal }) }),
  economy: () => queryOptions({ queryKey: queryKeys.world.page('economy'), queryFn: ({ signal }) => callRoute(worldRoutes.economy, {}, { signal }) }),
  superArea: (id: number) => queryOptions({ queryKey: queryKeys.world.page('super-area', id), queryFn: ({ signal }) => callRoute(worldRoutes.superArea, { params: { id } }, { signal }) }),
  planet: (id: number) => queryOptions({ queryKey: queryKeys.world.page('planet', id), queryFn: ({ signal }) => callRoute(worldRoutes.planet, { params: { id } }, { signal }) }),
  district: (id: number) => queryOptions({ queryKey: queryKeys.world.page('district', id), queryFn: ({ signal }) => callRoute(worldRoutes.district, { params: { id } }, { signal }) }),
  location: (id: number) => queryOptions({ queryKey: queryKeys.world.page('location', id), queryFn: ({ signal }) => callRoute(worldRoutes.location, { params: { id } }, { signal }) }),
  place: (id: number) => queryOptions({ queryKey: queryKeys.world.page('place', id), queryFn: ({ signal }) => callRoute(worldRoutes.place, { params: { id } }, { signal }) }),
  movement: (characterId: number) => queryOptions({ queryKey: queryKeys.world.movement(characterId), queryFn: ({ signal }) => callRoute(worldRoutes.movement, {}, { signal }) }),
};

export const adminQueries = {
  objects: (type: ContentType, page: number, search: string) =>
    queryOptions({ queryKey: queryKeys.world.objects(type, page, search), queryFn: ({ signal }) => callRoute(contentAdminRoutes.index, { params: { type }, query: { page, search: search || undefined } }, { signal }) }),
  audit: (page: number, subjectType: string) =>
    queryOptions({ queryKey: queryKeys.world.audit(page, subjectType), queryFn: ({ signal }) => callRoute(adminRoutes.audit, { query: { page, subject_type: subjectType || undefined } }, { signal }) }),
  object: (type: ContentType, id: number) => queryOptions({ queryKey: queryKeys.world.object(type, id), queryFn: ({ signal }) => callRoute(contentAdminRoutes.show, { params: { type, id } }, { signal }) }),
  trafficTunables: () => queryOptions({ queryKey: queryKeys.world.page('traffic-tunables'), queryFn: ({ signal }) => callRoute(trafficRoutes.tunables, {}, { signal }) }),
};

export const worldCalls = {
  updateLocation: (characterId: number, placeId: number) => callRoute(worldRoutes.updateLocation, { params: { id: characterId }, body: { place_id: placeId } }),
};

export const adminCalls = {
  update: (type: ContentType, id: number, values: Record<string, unknown>) => callRoute(contentAdminRoutes.update, { params: { type, id }, body: values }),
  remove: (type: ContentType, id: number) => callRoute(contentAdminRoutes.remove, { params: { type, id } }),
  buildPlanet: (body: BuildPlanetRequest) => callRoute(contentAdminRoutes.buildPlanet, { body }),
  createSuperArea: (body: CreateSuperAreaRequest) => callRoute(contentAdminRoutes.createSuperArea, { body }),
  addDistricts: (planetId: number, districts: BuilderDistrict[]) => callRoute(contentAdminRoutes.addDistricts, { params: { id: planetId }, body: { districts } }),
  addLocations: (districtId: number, locations: BuilderLocation[]) => callRoute(contentAdminRoutes.addLocations, { params: { id: districtId }, body: { locations } }),
  addPlaces: (locationId: number, places: BuilderPlace[]) => callRoute(contentAdminRoutes.addPlaces, { params: { id: locationId }, body: { places } }),
  updateTrafficTunables: (body: TrafficTunablesBody) => callRoute(trafficRoutes.updateTunables, { body }),
};

/** After an admin act: every world page and the 3D galaxy read the new content without a restart. */
export async function refreshWorld(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.world.all }), queryClient.invalidateQueries({ queryKey: ['galaxy'] })]);
}
