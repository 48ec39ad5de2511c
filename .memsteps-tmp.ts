import fs from 'node:fs';
const rss = (l: string) => { const s = fs.readFileSync('/proc/self/status','utf8'); console.log(l, `rss ${Number(/VmRSS:\s+(\d+)/.exec(s)![1])/1024|0} hwm ${Number(/VmHWM:\s+(\d+)/.exec(s)![1])/1024|0}`); };
const { openDatabase } = await import('./src/server/db/client');
rss('imported');
const t = Date.now();
const database = await openDatabase({ dataDir: process.argv[2]! });
rss('db open ' + (Date.now() - t) + 'ms');
for (let i = 0; i < 3; i++) { await new Promise((r) => setTimeout(r, 2000)); for (let j = 0; j < 100; j++) await database.ping(); rss('later'); }
await database.close();
