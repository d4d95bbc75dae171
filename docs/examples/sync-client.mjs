// A catalog sync client for the open API: plain Node 24 (fetch), no dependencies.
//
// The first run walks GET /products, /categories and /inventory page by page and keeps a copy
// of each list with the `next_sync_token` of its last page. Every later run asks only for what
// changed since (`?sync_token=…`), applies it (rows with `deleted_at` are removed) and stores
// the new token with the copy. A 410 sync_token_expired (the token is older than the 30 days
// of deletions the service keeps) starts that list over with a full walk.
//
//   API_BASE_URL=http://127.0.0.1:8080 API_SECRET_KEY=sk_… COMPANY_ID=cmp_… BRANCH_ID=brn_… \
//     node sync-client.mjs            # one sync, then exit
//   SYNC_INTERVAL=60 node sync-client.mjs   # sync every 60 s until stopped
//
// STATE_FILE (default ./sync-state.json) holds the copies and tokens; PAGE_SIZE (1–200,
// default 100) the rows per request. Each list prints one JSON line per sync, e.g.
// {"resource":"products","mode":"sync","pages":1,"upserted":3,"removed":1,"rows":120}.
// The key needs products:view, categories:view and inventory:view.

import { readFile, rename, writeFile } from 'node:fs/promises';
import { URLSearchParams } from 'node:url';

const RESOURCES = ['products', 'categories', 'inventory'];
const ID_FIELD = { products: 'id', categories: 'id', inventory: 'product_id' };

const env = (name, fallback) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    console.error(`Set ${name} (see the top of sync-client.mjs).`);
    process.exit(2);
  }
  return value;
};

const baseUrl = env('API_BASE_URL').replace(/\/+$/, '');
const headers = {
  authorization: `Bearer ${env('API_SECRET_KEY')}`,
  'x-company-id': env('COMPANY_ID'),
  'x-branch-id': env('BRANCH_ID'),
};
const stateFile = env('STATE_FILE', 'sync-state.json');
const pageSize = env('PAGE_SIZE', '100');
const interval = Number(process.env.SYNC_INTERVAL ?? 0);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET a page; waits out 429s (Retry-After). Returns {status, body}. */
async function get(path) {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { headers });
    const body = await response.json();
    if (response.status === 429) {
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    return { status: response.status, body };
  }
}

async function loadState() {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    return { tokens: {}, lists: {} };
  }
}

/** Written to a temporary file and renamed: a crash leaves the old state or the new one. */
async function saveState(state) {
  await writeFile(`${stateFile}.tmp`, JSON.stringify(state));
  await rename(`${stateFile}.tmp`, stateFile);
}

/**
 * Brings one list up to date: a full walk without a token, else the changes since it. The copy
 * and the token are stored together, only after the last page: an interrupted sync is simply
 * done again from the stored token.
 */
async function syncList(state, resource) {
  let token = state.tokens[resource];
  const mode = token ? 'sync' : 'walk';
  const rows = new Map(token ? Object.entries(state.lists[resource] ?? {}) : []);
  const idField = ID_FIELD[resource];
  let cursor = null;
  let pages = 0;
  let upserted = 0;
  let removed = 0;
  for (;;) {
    const query = new URLSearchParams({ limit: pageSize });
    if (token) query.set('sync_token', token);
    if (cursor) query.set('cursor', cursor);
    const { status, body } = await get(`/${resource}?${query}`);
    if (status === 410 && body.code === 'sync_token_expired') {
      // Deletions since the token are no longer kept: start this list over.
      delete state.tokens[resource];
      return syncList(state, resource);
    }
    if (status !== 200) throw new Error(`GET /${resource}: ${status} ${body.code}: ${body.detail}`);
    pages++;
    for (const row of body.data) {
      const id = row[idField];
      const mine = rows.get(id);
      if (mine && mine.version > row.version) continue; // an older state than the one we have
      if (row.deleted_at) {
        if (rows.delete(id)) removed++;
      } else {
        rows.set(id, row);
        upserted++;
      }
    }
    if (!body.has_more) {
      token = body.next_sync_token;
      break;
    }
    cursor = body.next_cursor;
  }
  state.lists[resource] = Object.fromEntries(rows);
  state.tokens[resource] = token;
  await saveState(state);
  console.log(JSON.stringify({ resource, mode, pages, upserted, removed, rows: rows.size }));
}

async function syncAll() {
  const state = await loadState();
  for (const resource of RESOURCES) await syncList(state, resource);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping = true));
do {
  await syncAll();
  for (let waited = 0; interval > 0 && waited < interval * 1000 && !stopping; waited += 200)
    await sleep(200);
} while (interval > 0 && !stopping);
