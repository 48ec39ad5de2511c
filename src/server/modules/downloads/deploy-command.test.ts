import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_FLAGS, serverEnv } from '../../../../scripts/server-command.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('the deployment script', () => {
  it('when it starts the server, then it uses the command and memory setting `npm start` uses', () => {
    // deploy.cjs is downloaded on its own, so it holds a copy of scripts/server-command.mjs's command
    const deploy = fs.readFileSync(path.join(root, 'deploy/deploy.cjs'), 'utf8');
    const command = /const serverCommand = (\[[^\]]*\]);/.exec(deploy)?.[1];

    expect(command && (JSON.parse(command.replaceAll("'", '"')) as string[])).toEqual([...SERVER_FLAGS, SERVER_ENTRY]);
    // every setting serverEnv adds, with the same default
    for (const [name, value] of Object.entries(serverEnv({}))) expect(deploy).toContain(`${name}: env.${name} || '${value}'`);
  });
});
