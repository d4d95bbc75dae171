// The entry of the read worker threads (service/db/read-pool.ts): built to dist/service/read-worker.js.
import { serveReadJobs } from './db/read-pool';
import { READ_JOBS } from './read-jobs';

serveReadJobs(READ_JOBS);
