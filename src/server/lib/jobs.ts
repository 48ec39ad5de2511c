import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { withTransaction } from './transaction';

export interface Job {
  /** its row in scheduled_jobs */
  name: string;
  everyMs: number;
  /** `tx` is the claim's transaction: the job's writes go through it (as savepoints), so it holds the claim */
  run(now: Date, tx: Db): Promise<unknown>;
  /** after the claim's transaction committed, with what `run` returned (emptying caches sees the committed rows) */
  afterCommit?(result: unknown): Promise<void>;
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** one round over the jobs (tests): runs those due, returns their names */
  tick(now?: Date): Promise<string[]>;
}

type Rows<T> = { rows: T[] };

/**
 * A tiny scheduler for jobs that must run once across every server: each job has a row with its
 * next run; a tick claims due rows with FOR UPDATE SKIP LOCKED inside a transaction, runs the job
 * and moves its next run on before the transaction ends, so another server's tick skips the row while
 * it runs and finds it not due after (docs/decisions/0012-enquiry-inbox.md).
 */
export function createScheduler(db: Db, jobs: Job[], logger: Logger, tickMs = 60_000): Scheduler {
  const log = logger.child({ module: 'jobs' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runIfDue(job: Job, now: Date): Promise<boolean> {
    let result: unknown;
    const ran = await withTransaction(db, async (tx) => {
      await tx.execute(sql`INSERT INTO scheduled_jobs (name, next_run_at) VALUES (${job.name}, ${now.toISOString()}::timestamptz) ON CONFLICT (name) DO NOTHING`);
      const due = (await tx.execute(
        sql`SELECT name FROM scheduled_jobs WHERE name = ${job.name} AND next_run_at <= ${now.toISOString()}::timestamptz FOR UPDATE SKIP LOCKED`,
      )) as unknown as Rows<{ name: string }>;
      if (!due.rows.length) return false;
      let error: string | null = null;
      try {
        // inside a savepoint: a failure rolls back the job's writes only, and is recorded and retried at the next run
        result = await withTransaction(tx, (savepoint) => job.run(now, savepoint));
      } catch (err) {
        error = String((err as Error).message ?? err).slice(0, 500);
        log.error({ job: job.name, error }, 'job failed');
      }
      const next = new Date(now.getTime() + job.everyMs);
      await tx.execute(
        sql`UPDATE scheduled_jobs SET next_run_at = ${next.toISOString()}::timestamptz, last_run_at = ${now.toISOString()}::timestamptz, last_error = ${error} WHERE name = ${job.name}`,
      );
      return true;
    });
    if (ran && result !== undefined) await job.afterCommit?.(result).catch((err: unknown) => log.warn({ job: job.name, error: String((err as Error).message ?? err) }, 'job follow-up failed'));
    return ran;
  }

  async function tick(now = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) if (await runIfDue(job, now)) ran.push(job.name);
    return ran;
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      running = tick()
        .catch((err: unknown) => log.warn({ error: String((err as Error).message ?? err) }, 'job tick failed'))
        .finally(() => timer && schedule(tickMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!timer) schedule(5_000);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
}
