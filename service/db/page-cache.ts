/**
 * SQLite's page cache per connection (the service's and each read worker's), in KiB.
 * better-sqlite3 builds SQLite with 16 MiB, which a working branch fills and the peak RSS target
 * has no room for; pages beyond it come from the OS's file cache (docs/performance.md, "API and
 * storage").
 */
export const PAGE_CACHE_KIB = 4096;
