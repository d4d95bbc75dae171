/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { expectDocumented } from './contract';

/**
 * A tiny fetch client for the catalog tests: real sockets, JSON in and out, and every response
 * checked against the served OpenAPI document.
 */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function client(baseUrl: string, headers: Record<string, string>) {
  const call = async <T = any>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<ApiResponse<T>> => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...headers,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    // Every answer keeps to the OpenAPI document, or the test fails (test/support/contract.ts).
    await expectDocumented(baseUrl, {
      method,
      url: `/api/v1${path}`,
      status: res.status,
      headers: res.headers,
      body: text,
    });
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
  return {
    call,
    get: <T = any>(path: string, extra?: Record<string, string>) =>
      call<T>('GET', path, undefined, extra),
    post: <T = any>(path: string, body: unknown, extra?: Record<string, string>) =>
      call<T>('POST', path, body, extra),
    patch: <T = any>(path: string, body: unknown, extra?: Record<string, string>) =>
      call<T>('PATCH', path, body, extra),
    put: <T = any>(path: string, body: unknown, extra?: Record<string, string>) =>
      call<T>('PUT', path, body, extra),
    del: <T = any>(path: string, extra?: Record<string, string>) =>
      call<T>('DELETE', path, undefined, extra),
  };
}

export const ALL_CATALOG_SCOPES = [
  'products:view',
  'products:create',
  'products:update',
  'products:delete',
  'products:manage_stock',
  'products:manage_pricing',
  'categories:view',
  'categories:create',
  'categories:update',
  'categories:delete',
  'categories:manage_hierarchy',
  'inventory:view',
];
