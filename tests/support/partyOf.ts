import { expect } from 'vitest';
import type { PartyActionResponse } from '../../src/shared/api';
import { as, type Trader } from './marketTraders';

/** A party led by the first trader that every other one joins by its code. */
export async function partyOf(traders: Trader[]): Promise<void> {
  const created = await as(traders[0]!, 'POST', '/api/party/create', { max_members: 10 });
  expect(created.statusCode, created.body).toBe(201);
  const code = (created.json() as PartyActionResponse).party!.join_code;
  for (const member of traders.slice(1)) {
    const joined = await as(member, 'POST', '/api/party/join', { join_code: code });
    expect(joined.statusCode, joined.body).toBe(200);
  }
}
