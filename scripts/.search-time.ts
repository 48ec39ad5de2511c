import { openDatabase } from '../src/server/db/client';
import { searchRepository } from '../src/server/modules/search/search.repository';
import { searchTerms, toTsquery } from '../src/server/modules/search/search.query';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const repo = searchRepository(database.db);
const qs: [string, 'zh' | 'en'][] = [['公司注册', 'zh'], ['注册', 'zh'], ['新加坡 PR', 'zh'], ['entrepass', 'en'], ['employment pass', 'en'], ['准证', 'en']];
for (const [q, lang] of qs) {
  const terms = searchTerms(q); const text = toTsquery(terms)!;
  const times: number[] = []; let out;
  for (let i = 0; i < 7; i++) { const t0 = performance.now(); out = await repo.search(lang, text, terms, 0, 10); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  console.log(`${q} (${lang}): median ${times[3]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)}; total ${out!.total}; first ${out!.rows.slice(0, 3).map((r) => r.id + ':' + r.title.slice(0, 12)).join(' | ')}`);
}
await database.close();
