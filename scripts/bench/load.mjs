// One load run, meant to be pinned to its own core: prints {"rps": …, "errors": …} as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const result = await autocannon({
  url: options.url,
  method: options.method ?? 'GET',
  headers: options.headers ?? {},
  body: options.body,
  connections: options.connections ?? 16,
  duration: options.duration ?? 4,
});
const bad = result.non2xx + result.errors + result.timeouts;
process.stdout.write(JSON.stringify({ rps: result.requests.average, errors: bad }));
