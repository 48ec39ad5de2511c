import request from 'supertest';
import { createApp, type App } from '../../app';
import { listen, standInBuild } from '../../test/stand-in-build';
import { createTestApp, signIn, type Agent, type TestApp } from '../../test/test-app';

/** The whole app on the stand-in build, listening (raw GETs through `http`), with an admin signed in. */
export interface RedirectsSite {
  t: TestApp;
  site: App;
  http: Awaited<ReturnType<typeof listen>>;
  admin: Agent;
  close(): Promise<void>;
}

export async function startRedirectsSite(): Promise<RedirectsSite> {
  const t = await createTestApp();
  const build = standInBuild();
  const site = await createApp({ config: t.config, database: t.database, distDir: build.dir });
  const http = await listen(site.handler);
  const admin = await signIn(request.agent(site.app));
  return {
    t,
    site,
    http,
    admin,
    async close() {
      await http.close();
      await site.close();
      build.remove();
      await t.close();
    },
  };
}
