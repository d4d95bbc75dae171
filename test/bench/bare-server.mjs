// The bench's bare baseline: a `node:http` server, nothing else, that answers each path with the
// bytes the product answered it with once (run.mjs captures status, headers and body at bench
// start). No routing framework, no key check, no logging: what a request costs Node itself.
//
// argv[2]: a JSON file { "<path>": { status, headers: [[name, value]…], body: base64 } }.
// Listens on 127.0.0.1, an ephemeral port; sends { type: 'ready', url } over IPC.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const captured = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const responses = new Map(
  Object.entries(captured).map(([path, r]) => [
    path,
    { status: r.status, headers: r.headers.flat(), body: Buffer.from(r.body, 'base64') },
  ]),
);
const notFound = Buffer.from('{"code":"not_found"}');

const server = createServer((req, res) => {
  const q = req.url.indexOf('?');
  const r = responses.get(q === -1 ? req.url : req.url.slice(0, q));
  if (r === undefined) {
    res.writeHead(404, ['content-type', 'application/json', 'content-length', notFound.length]);
    res.end(notFound);
    return;
  }
  // A flat [name, value, …] array: the captured headers as they are, without an object.
  res.writeHead(r.status, r.headers);
  res.end(r.body);
});
// The product's keep-alive timeout (Fastify's default), so connections live as long.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.send({ type: 'ready', url: `http://127.0.0.1:${server.address().port}` });
});
process.on('disconnect', () => process.exit(0));
