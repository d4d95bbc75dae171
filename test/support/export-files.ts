/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { client } from './catalog-client';
import { expectDocumented } from './contract';

export interface ExportRequest {
  resource: string;
  from?: string;
  to?: string;
  filters?: Record<string, unknown>;
}

/** A CSV text cell as written, without the formula guard's apostrophe (docs/api.md "Exports"). */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The rows of an export as an integrator gets them over HTTP: POST /exports, poll GET
 * /exports/{id} until done, download GET /exports/{id}/file and check its SHA-256, in CSV and in
 * JSON Lines. The two files must hold the same cells (CSV writes null empty); the JSON rows are
 * returned.
 */
export async function exportedRows(
  baseUrl: string,
  headers: Record<string, string>,
  request: ExportRequest,
): Promise<Record<string, any>[]> {
  const api = client(baseUrl, headers);
  const file = async (format: 'csv' | 'jsonl') => {
    const created = await api.post('/exports', { ...request, format });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    let done: any = created.body;
    for (let i = 0; done.status !== 'done' && done.status !== 'failed'; i++) {
      if (i > 400) throw new Error(`export ${done.id} did not finish`);
      await new Promise((r) => setTimeout(r, 25));
      done = (await api.get(`/exports/${done.id}`)).body;
    }
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    const url = `/api/v1/exports/${done.id}/file`;
    const res = await fetch(`${baseUrl}${url}`, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    await expectDocumented(baseUrl, {
      method: 'GET',
      url,
      status: res.status,
      headers: res.headers,
      body: text,
    });
    expect(res.status).toBe(200);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(done.sha256);
    return { text, rowCount: done.row_count as number };
  };
  const csv = await file('csv');
  const jsonl = await file('jsonl');
  const rows = jsonl.text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, any>);
  // The apostrophe of the formula guard aside, CSV and JSON Lines say the same.
  const cells = (parse(csv.text, { columns: true }) as Record<string, string>[]).map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, unguard(v)])),
  );
  expect(rows).toHaveLength(jsonl.rowCount);
  expect(cells).toHaveLength(csv.rowCount);
  expect(cells).toEqual(
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v)])),
    ),
  );
  return rows;
}
