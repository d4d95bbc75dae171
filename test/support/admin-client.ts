import type { TestService, TestTenant } from './test-service';

export interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown>[] };
  text: string;
  headers: Headers;
}

/** One request over the real socket of a test service. */
export async function call(
  t: TestService,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Answer['body']) : {},
    text,
    headers: res.headers,
  };
}

/** The headers a key of this tenant calls with. */
export const headersOf = (secret: string, tenant: TestTenant): Record<string, string> => ({
  authorization: `Bearer ${secret}`,
  'x-company-id': tenant.companyId,
  'x-branch-id': tenant.branchId,
});
