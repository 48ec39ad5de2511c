// The baseline of `npm run bench`: a bare Express 5 app answering the recorded bytes and headers
// (helmet's, the ETag and Content-Encoding included) of the real server's public reads and pages,
// as they were sent to a client asking for `br, gzip`, with nothing else in the way (no helmet,
// session, logging, cache lookup or compression: the same bytes on the wire, none of the work).
import fs from 'node:fs';
import express from 'express';

export interface RecordedAnswer {
  path: string;
  headers: Record<string, string | string[]>;
  /** base64 of the bytes as sent (compressed when the server compressed them) */
  body: string;
}

const [file, port] = [process.env.BENCH_PAYLOADS, Number(process.env.PORT)];
if (!file || !port) throw new Error('BENCH_PAYLOADS and PORT are required');
const answers = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedAnswer[];

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  // setHeader and end rather than res.set().send(): those would rewrite Content-Type (charset)
  app.get(answer.path, (_req, res) => {
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader('content-length', body.length);
    res.end(body);
  });
}
app.get('/ready', (_req, res) => {
  res.send('ok');
});
app.listen(port, '127.0.0.1');
