import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serveStatic } from '../tests/e2e/static-server';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the app as for production into a fresh folder and serves it while `measure` runs with its address; the server
 * and the folder go afterwards. `gzip`: serve compressed, as a real host would (for timings over a slow network).
 */
export async function withBuiltApp<T>(
  name: string,
  measure: (url: string) => Promise<T>,
  { gzip = false }: { gzip?: boolean } = {},
): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), `muster-${name}-`));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const app = await serveStatic(outDir, { gzip });
    try {
      return await measure(app.url);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
