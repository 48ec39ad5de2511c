// The baseline of `npm run bench`: a bare Express 5 app answering the recorded bytes and headers
// (helmet's included) of the real server's public reads, with nothing else in the way (no helmet,
// session or logging work: the same bytes on the wire, none of the work behind them).
import fs from 'node:fs';
import express from 'express';

export interface RecordedAnswer {
  path: string;
  headers: Record<string, string>;
  /** base64 */
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
  app.get(answer.path, (_req, res) => {
    res.set(answer.headers).send(body);
  });
}
app.get('/ready', (_req, res) => {
  res.send('ok');
});
app.listen(port, '127.0.0.1');
