// Test helper: an axios adapter that answers like a server would, without a network.
import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface FakeAnswer {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** Answers every request with `answer(config)`; non-2xx answers reject like the real adapters. */
export function fakeAdapter(answer: (config: InternalAxiosRequestConfig) => FakeAnswer): AxiosAdapter {
  return async (config) => {
    const { status, data = {}, headers = {} } = answer(config);
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(headers),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
}
