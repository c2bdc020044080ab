import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The built app's directory, for a test that serves a copy of it and changes it (a new build). */
    appDir: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the app as production does, serves it, and hands its URL to the tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'muster-e2e-dist-'));
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = await serveStatic(outDir);
  project.provide('appUrl', server.url);
  project.provide('appDir', outDir);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
