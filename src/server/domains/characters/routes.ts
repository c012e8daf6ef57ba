import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  characterIdParams,
  characterPaths,
  characterResponse,
  createCharacterRequest,
  deleteCharacterResponse,
  myCharactersResponse,
  updateCharacterRequest,
} from '../../../shared/api';
import { requireUserId } from '../../http/session';
import { CharacterService } from './service';

export function characterRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new CharacterService(app.deps.db, app.deps.clock, app.places, app.broadcaster);
  const params = characterIdParams;

  api.get(characterPaths.list, { schema: { response: { 200: myCharactersResponse } } }, async (request) => ({
    characters: await service.list(await requireUserId(request)),
  }));

  api.post(characterPaths.create, { schema: { body: createCharacterRequest, response: { 201: characterResponse } } }, async (request, reply) => {
    const created = await service.create(await requireUserId(request), request.body.name);
    return reply.status(201).send(created);
  });

  api.get(characterPaths.one, { schema: { params, response: { 200: characterResponse } } }, async (request) =>
    service.get(await requireUserId(request), request.params.id),
  );

  api.put(characterPaths.one, { schema: { params, body: updateCharacterRequest, response: { 200: characterResponse } } }, async (request) =>
    service.rename(await requireUserId(request), request.params.id, request.body.name),
  );

  api.delete(characterPaths.one, { schema: { params, response: { 200: deleteCharacterResponse } } }, async (request) => {
    await service.delete(await requireUserId(request), request.params.id);
    return { message: 'Character deleted.' };
  });
}
