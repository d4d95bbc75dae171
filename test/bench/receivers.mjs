// Local webhook receivers for the benchmark: N HTTP servers on 127.0.0.1, each answering 204.
// Counts deliveries and records commit-to-receiver latency (arrival - event created_at).
// IPC: sends {type:'ready', ports}; answers {type:'stats'} and {type:'reset'}.
import { createServer } from 'node:http';

const count = Number(process.argv[2] ?? 10);
let received = 0;
let latencies = [];
let recordLatency = false;

const servers = [];
for (let i = 0; i < count; i++) {
  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received++;
      if (recordLatency) {
        const body = Buffer.concat(chunks).toString('utf8');
        const at = body.indexOf('"created_at":"');
        if (at >= 0) {
          const created = Date.parse(body.slice(at + 14, at + 38));
          if (!Number.isNaN(created)) latencies.push(Date.now() - created);
        }
      }
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
}

process.on('message', (m) => {
  if (m.type === 'stats')
    process.send({ type: 'stats', received, latencies: m.latencies ? latencies : [] });
  else if (m.type === 'reset') {
    received = 0;
    latencies = [];
    recordLatency = !!m.latency;
    process.send({ type: 'reset' });
  } else if (m.type === 'stop') {
    for (const s of servers) s.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', ports: servers.map((s) => s.address().port) });
