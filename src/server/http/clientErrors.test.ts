import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerClientError } from './clientErrors';

function fakeSocket() {
  const written: string[] = [];
  const socket = { destroyed: false, writable: true, write: (text: string) => written.push(text), destroy: () => undefined } as unknown as Socket;
  return { socket, written };
}

describe('the answer to a message the HTTP parser refuses', () => {
  it("is the catalogue's { message }, with the parser's status", () => {
    const bad = fakeSocket();
    answerClientError(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }), bad.socket);
    expect(bad.written[0]).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(bad.written[0]!.split('\r\n\r\n')[1]!)).toEqual({ message: 'The request is not valid HTTP.' });
    const big = fakeSocket();
    answerClientError(Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW' }), big.socket);
    expect(big.written[0]).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  });
});
