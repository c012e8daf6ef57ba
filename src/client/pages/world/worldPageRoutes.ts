import type { RouteObject } from 'react-router';

const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({ path, lazy: load });

/** The world pages and the content admin (issue 21), each its own chunk, inside the signed-in shell. */
export const worldPageRoutes: RouteObject[] = [
  page('main-menu', async () => ({ Component: (await import('./MainMenuPage')).MainMenuPage })),
  page('galaxy', async () => ({ Component: (await import('./GalaxyPage')).GalaxyPage })),
  page('super-areas', async () => ({ Component: (await import('./SuperAreaIndexPage')).SuperAreaIndexPage })),
  page('super-areas/:id', async () => ({ Component: (await import('./SuperAreaShowPage')).SuperAreaShowPage })),
  page('planets', async () => ({ Component: (await import('./PlanetsPage')).PlanetsPage })),
  page('planets/:id', async () => ({ Component: (await import('./PlanetShowPage')).PlanetShowPage })),
  page('districts/:id', async () => ({ Component: (await import('./DistrictShowPage')).DistrictShowPage })),
  page('locations', async () => ({ Component: (await import('./LocationIndexPage')).LocationIndexPage })),
  page('locations/:id', async () => ({ Component: (await import('./LocationShowPage')).LocationShowPage })),
  page('places/:id', async () => ({ Component: (await import('./PlaceShowPage')).PlaceShowPage })),
  page('movement', async () => ({ Component: (await import('./MovementPage')).MovementPage })),
  page('economy', async () => ({ Component: (await import('./EconomyPage')).EconomyPage })),
  page('characters/:id/location', async () => ({ Component: (await import('./UpdateLocationPage')).UpdateLocationPage })),
  // Every admin page behind one guard: a player who is no admin reads "Admins only".
  {
    lazy: async () => ({ Component: (await import('../admin/AdminOnly')).AdminOnly }),
    children: [
      page('admin', async () => ({ Component: (await import('../admin/ContentAdminPage')).ContentAdminPage })),
      page('admin/objects/:type', async () => ({ Component: (await import('../admin/ObjectIndexPage')).ObjectIndexPage })),
      page('admin/objects/:type/:id', async () => ({ Component: (await import('../admin/ObjectShowPage')).ObjectShowPage })),
      page('admin/super-areas/new', async () => ({ Component: (await import('../admin/NewSuperAreaPage')).NewSuperAreaPage })),
      page('admin/planet-builder', async () => ({ Component: (await import('../admin/PlanetBuilderPage')).PlanetBuilderPage })),
      page('admin/planet-builder/success/:id', async () => ({ Component: (await import('../admin/PlanetBuilderSuccessPage')).PlanetBuilderSuccessPage })),
      page('admin/planets/:id/districts/new', async () => ({ Component: (await import('../admin/AddContentPages')).AddDistrictsPage })),
      page('admin/districts/:id/locations/new', async () => ({ Component: (await import('../admin/AddContentPages')).AddLocationsPage })),
      page('admin/locations/:id/places/new', async () => ({ Component: (await import('../admin/AddContentPages')).AddPlacesPage })),
      page('admin/audit', async () => ({ Component: (await import('../admin/AuditLogPage')).AuditLogPage })),
      page('admin/traffic', async () => ({ Component: (await import('../admin/TrafficTunablesPage')).TrafficTunablesPage })),
    ],
  },
];
