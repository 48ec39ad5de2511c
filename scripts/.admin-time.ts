import { openDatabase } from '../src/server/db/client';
import { articleListRepository } from '../src/server/modules/articles/article-list.repository';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const repo = articleListRepository(database.db);
for (const q of ['准证', '公司注册', 'employment pass', 'EP', 'zzzz']) {
  const times: number[] = []; let out;
  for (let i = 0; i < 5; i++) { const t0 = performance.now(); out = await repo.page({ search: q, statuses: [], categories: [] }, 'relevance', 0, 10); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  console.log(`${q}: median ${times[2]!.toFixed(1)} ms; total ${out!.total}; first ${out!.rows.slice(0, 3).map((r) => r.id + ':' + r.title.slice(0, 10)).join(' | ')}`);
}
await database.close();
