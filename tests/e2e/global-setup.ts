/** Starts the real production app once for all browser tests (e2e-app.ts). */
import type { TestProject } from 'vitest/node';
import { startE2eApp } from './e2e-app';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startE2eApp();
  project.provide('baseURL', app.baseURL);
  return () => app.stop();
}
