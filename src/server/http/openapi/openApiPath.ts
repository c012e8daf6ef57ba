/** `/api/ships/:id/parts` → `/api/ships/{id}/parts`: the route table's path as OpenAPI writes it. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
