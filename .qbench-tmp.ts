import { openDatabase } from './src/server/db/client';
import { articlesRepository } from './src/server/modules/articles/articles.repository';
const database = await openDatabase({ dataDir: '/tmp/perf/data/pglite' });
const repo = articlesRepository(database.db);
for (let round = 0; round < 3; round++) {
  const t = performance.now();
  for (let i = 0; i < 100; i++) await (repo as any).list({ publishedOnly: true });
  console.log('list x100', (performance.now() - t).toFixed(0), 'ms');
}
await database.close();
