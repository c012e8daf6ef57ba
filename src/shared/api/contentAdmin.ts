import { z } from 'zod';
import { CONTENT_TYPES, PLACE_TYPES, PLANET_TYPES, superAreaFields } from './contentTypes';
import { route } from './route';
import { changes } from './changes';

const id = z.number().int();
const positiveId = z.coerce.number().int().positive().max(2 ** 31 - 1);
const typeParams = z.object({ type: z.enum(CONTENT_TYPES) });
const objectParams = typeParams.extend({ id: positiveId });
const idParams = z.object({ id: positiveId });

export const OBJECTS_PAGE_SIZE = 25;

export const objectIndexQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(60).optional(),
});

/** One row of the game object manager's index. */
export const objectRow = z.object({ id, name: z.string(), detail: z.string() });
export const objectIndexResponse = z.object({ data: z.array(objectRow), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
export type ObjectIndex = z.infer<typeof objectIndexResponse>;

/** What still refers to an object: a delete is refused while any count is above zero. */
export const dependent = z.object({ label: z.string(), count: z.number().int() });
export const objectShowResponse = z.object({
  type: z.enum(CONTENT_TYPES),
  id,
  name: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** What the game computes from the object, shown beside its fields (a system's current danger). */
  computed: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  dependents: z.array(dependent),
});
export type ObjectShow = z.infer<typeof objectShowResponse>;

/** The edit's fields; each type's own schema (contentTypes) checks them on the server. */
export const objectUpdateRequest = z.record(z.string(), z.unknown());
export const objectDeleteResponse = z.object({ success: z.literal(true), message: z.string() });

const builderName = z.string().trim().min(2, 'The name must be at least 2 characters.').max(60, 'The name may not be greater than 60 characters.');
export const builderPlace = z.object({ name: builderName, place_type: z.enum(PLACE_TYPES, 'Choose a kind of place.') });
export const builderLocation = z.object({ name: builderName, places: z.array(builderPlace).min(1, 'A location needs at least one place.').max(8, 'A location may have at most 8 places.') });
export const builderDistrict = z.object({ name: builderName, locations: z.array(builderLocation).min(1, 'A district needs at least one location.').max(6, 'A district may have at most 6 locations.') });
export type BuilderDistrict = z.infer<typeof builderDistrict>;
export type BuilderLocation = z.infer<typeof builderLocation>;
export type BuilderPlace = z.infer<typeof builderPlace>;

/** The planet builder wizard's whole planet, created in one transaction. */
export const buildPlanetRequest = z.object({
  super_area_id: z.number().int().positive('Choose a super area.').max(2 ** 31 - 1),
  name: builderName,
  planet_type: z.enum(PLANET_TYPES, 'Choose a planet type.'),
  description: z.string().trim().max(1000, 'The description may not be greater than 1000 characters.'),
  districts: z.array(builderDistrict).min(1, 'A planet needs at least one district.').max(6, 'A planet may have at most 6 districts.'),
});
export type BuildPlanetRequest = z.infer<typeof buildPlanetRequest>;
export const createdResponse = z.object({ id, name: z.string(), message: z.string() });
export type Created = z.infer<typeof createdResponse>;

export const addDistrictsRequest = z.object({ districts: buildPlanetRequest.shape.districts });
export const addLocationsRequest = z.object({ locations: builderDistrict.shape.locations });
export const addPlacesRequest = z.object({ places: builderLocation.shape.places });
/** A new super area: placed on the map, joined by lanes, its markets and contracts made at once. */
export const createSuperAreaRequest = superAreaFields.omit({ is_starting: true });
export type CreateSuperAreaRequest = z.infer<typeof createSuperAreaRequest>;

/** The content admin (issue 21): the game object manager, the planet builder and the add pages. */
export const contentAdminRoutes = {
  index: route({ method: 'GET', path: '/api/admin/objects/:type', access: 'admin', params: typeParams, query: objectIndexQuery, response: objectIndexResponse }),
  show: route({ method: 'GET', path: '/api/admin/objects/:type/:id', access: 'admin', params: objectParams, response: objectShowResponse }),
  update: route({ changes: changes(['world', 'galaxy']), method: 'PUT', path: '/api/admin/objects/:type/:id', access: 'admin', params: objectParams, body: objectUpdateRequest, response: objectShowResponse }),
  remove: route({ changes: changes(['world', 'galaxy']), method: 'DELETE', path: '/api/admin/objects/:type/:id', access: 'admin', params: objectParams, response: objectDeleteResponse }),
  createSuperArea: route({ changes: changes(['world', 'galaxy']), method: 'POST', path: '/api/admin/super-areas', access: 'admin', body: createSuperAreaRequest, response: createdResponse, status: 201 }),
  buildPlanet: route({ changes: changes(['world', 'galaxy']), method: 'POST', path: '/api/admin/planets', access: 'admin', body: buildPlanetRequest, response: createdResponse, status: 201 }),
  addDistricts: route({ changes: changes(['world', 'galaxy']), method: 'POST', path: '/api/admin/planets/:id/districts', access: 'admin', params: idParams, body: addDistrictsRequest, response: createdResponse, status: 201 }),
  addLocations: route({ changes: changes(['world', 'galaxy']), method: 'POST', path: '/api/admin/districts/:id/locations', access: 'admin', params: idParams, body: addLocationsRequest, response: createdResponse, status: 201 }),
  addPlaces: route({ changes: changes(['world', 'galaxy']), method: 'POST', path: '/api/admin/locations/:id/places', access: 'admin', params: idParams, body: addPlacesRequest, response: createdResponse, status: 201 }),
} as const;
