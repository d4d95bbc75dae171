import type { Database } from '../db/database';

/**
 * Whole listing responses, UTF-8 encoded once, keyed by branch and the normalized query, valid
 * for one database generation (Database.generation): any commit by this process or another one
 * empties the cache before the next lookup, so a cached page is never served after a change it
 * does not show. Refused queries (a bad cursor) throw before anything is stored. Bounded in
 * pages and bytes; the oldest pages go first.
 */
export class PageCache<Query> {
  private readonly pages = new Map<string, Buffer>();
  private bytes = 0;
  private generation = -1;

  constructor(
    private readonly db: Database,
    private readonly build: (query: Query) => string,
    private readonly keyOf: (query: Query) => string,
    private readonly maxPages: number,
    private readonly maxBytes: number,
  ) {}

  /** The page of `query` as UTF-8 JSON. */
  page(query: Query): Buffer {
    const generation = this.db.generation();
    if (generation !== this.generation) {
      this.pages.clear();
      this.bytes = 0;
      this.generation = generation;
    }
    const key = this.keyOf(query);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const body = Buffer.from(this.build(query));
    // Building the page reads only, so the generation still holds (unless the read itself
    // noticed another process's commit, in which case the page is not kept).
    if (this.db.generation() !== generation || body.length > this.maxBytes) return body;
    while (this.pages.size >= this.maxPages || this.bytes + body.length > this.maxBytes) {
      const [oldest, page] = this.pages.entries().next().value as [string, Buffer];
      this.pages.delete(oldest);
      this.bytes -= page.length;
    }
    this.pages.set(key, body);
    this.bytes += body.length;
    return body;
  }

  /** Pages held now (tests). */
  get size(): number {
    return this.pages.size;
  }
}
