import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export type StaticServer = { readonly url: string; close(): Promise<void> };

/**
 * Serves a built app from `root` on 127.0.0.1 at a free port, as any static host would (index.html for /);
 * `gzip`: compressed for a browser that accepts it, as a real host would send it over a slow network.
 */
export async function serveStatic(root: string, { gzip = false }: { gzip?: boolean } = {}): Promise<StaticServer> {
  const base = resolve(root);
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(base, path));
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
    if (gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(file).pipe(createGzip()).pipe(response);
    } else {
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
