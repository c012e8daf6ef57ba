import type { FastifyInstance } from 'fastify';
import type { TokenAbility } from '../../src/shared/api/tokenAbilities';
import { lastMailLink } from '../support/accountMail';
import { BrowserSession } from './browserSession';

/** A signed-in player over HTTP: their browser session and their first character. */
export interface HttpPlayer {
  browser: BrowserSession;
  characterId: number;
  /** Calls the server as this player's browser (JSON in, JSON out); throws on an unexpected status. */
  call<T>(method: string, path: string, body: unknown, expected: number): Promise<T>;
}

/** Registers, verifies the e-mail address and creates a character, as a player does in the browser. */
export async function registerPlayer(app: FastifyInstance, baseUrl: string, email: string, characterName: string): Promise<HttpPlayer> {
  const browser = await BrowserSession.open(app);
  const player = { browser, characterId: 0 } as HttpPlayer;
  player.call = async <T>(method: string, path: string, body: unknown, expected: number): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { accept: 'application/json', 'x-api-version': '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(player.characterId ? { 'x-character-id': String(player.characterId) } : {}),
        ...browser.headers(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    browser.remember(response);
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}, not ${expected}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  await player.call('POST', '/register', { name: characterName, email, password: 'correct horse battery', password_confirmation: 'correct horse battery' }, 201);
  await player.call('POST', lastMailLink(app, email), undefined, 200);
  player.characterId = (await player.call<{ id: number }>('POST', '/api/characters', { name: characterName }, 201)).id;
  return player;
}

/** A personal API token of `player`'s account with these abilities. */
export async function createToken(player: HttpPlayer, abilities: TokenAbility[]): Promise<string> {
  const created = await player.call<{ token: string }>('POST', '/user/api-tokens', { name: `Conformance ${abilities.join(' ')}`, abilities }, 201);
  return created.token;
}
