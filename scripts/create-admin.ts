// `npm run create-admin -- <username>`: creates an admin, or resets the password (and the admin
// role) of an existing account, enabling it again if it was disabled; the name is normalised
// (`Admin` is `admin`), and the password chosen here is not forced to change at the next sign-in. The password comes from ADMIN_PASSWORD or is asked for twice with
// hidden input. With the embedded database, stop the server first: PGlite allows one process.
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { firstAdmin } from '../src/server/modules/auth/first-admin';
import { isCommonPassword } from '../src/server/modules/auth/password-policy';
import { normalizeUsername, usernameSchema } from '../src/shared/schemas/auth';
import { STAFF_PASSWORD_MIN } from '../src/shared/schemas/staff';
import { englishMessage } from '../src/shared/validation';

const MIN_PASSWORD = STAFF_PASSWORD_MIN;

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD) throw new Error(`The password must be at least ${MIN_PASSWORD} characters.`);
  if (isCommonPassword(password)) throw new Error('The password is among the 10,000 most common ones; choose another.');
}

/** Asks questions on one readline interface whose echo is muted (typed passwords stay hidden). */
function hiddenPrompt() {
  const silent = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: Boolean(process.stdin.isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string): Promise<string> {
      process.stdout.write(question);
      const next = await lines.next();
      process.stdout.write('\n');
      return next.done ? '' : next.value;
    },
    close: () => rl.close(),
  };
}

async function choosePassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) {
    checkPassword(fromEnv);
    return fromEnv;
  }
  const prompt = hiddenPrompt();
  try {
    const first = await prompt.ask('New password: ');
    checkPassword(first);
    const second = await prompt.ask('Repeat the password: ');
    if (first !== second) throw new Error('The two passwords differ; nothing was changed.');
    return first;
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg || arg === '--help' || arg === '-h') {
    console.log('Usage: npm run create-admin -- <username>   (password from ADMIN_PASSWORD, or asked for twice)');
    process.exit(arg ? 0 : 1);
  }
  const username = usernameSchema.safeParse(normalizeUsername(arg));
  if (!username.success) throw new Error(`Invalid username: ${englishMessage(username.error.issues[0]?.message ?? '')}`);

  // the session secret is not needed here, so production settings without one are fine
  const config = loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET ?? 'x'.repeat(32) });
  const password = await choosePassword();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
  try {
    const outcome = await firstAdmin(database.db).upsertAdmin(username.data, password);
    console.log(outcome === 'created' ? `Created admin "${username.data}".` : `Reset the password of "${username.data}" (role: admin).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
