// The baseline: a bare node:http server answering what the app's hello route answers.
import { createServer } from 'node:http';

const body = JSON.stringify({ code: 200, errcode: 0, msg: 'ok', data: { status: 'ok' } });
createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
