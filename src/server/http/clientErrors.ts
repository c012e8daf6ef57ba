import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** What the server answers a message Node's HTTP parser refuses, by the parser's error code. */
function answerOf(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request line and headers are larger than the server reads (16 KiB).' };
  return { status: 400, message: 'The request is not valid HTTP.' };
}

/**
 * Fastify's `clientErrorHandler`: a message Node's HTTP parser refuses gets the error catalogue's
 * shape (`{ message }`, Fastify's own adds `error` and `statusCode`), then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answerOf(error.code);
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
