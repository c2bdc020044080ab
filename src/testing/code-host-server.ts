import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A file a local server serves: its bytes, and whether any origin may read it (Access-Control-Allow-Origin: *). */
export type ServedFile = {
  readonly body: Uint8Array | string;
  readonly isCrossOrigin: boolean;
  readonly type?: string;
};

export type LocalServer = { readonly origin: string; readonly requests: string[]; close(): Promise<void> };

/**
 * A node http server answering each path of `files` (query included, as the code host's API is asked) and 404
 * otherwise; it stands in for a code host's API and raw-file addresses, or for a site serving a zip.
 */
export async function serveFiles(files: (path: string) => ServedFile | undefined): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    requests.push(path);
    const file = files(path);
    if (!file) {
      response.writeHead(404, 'Not Found', { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type ?? 'application/octet-stream',
      ...(file.isCrossOrigin ? { 'access-control-allow-origin': '*' } : {}),
    });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Node's fetch as a page on `pageOrigin` sees it: an answer from another origin without Access-Control-Allow-Origin
 * for that page is withheld, and the page gets only the TypeError a browser gives.
 */
export function pageFetch(pageOrigin: string): (url: string) => Promise<Response> {
  return async (url) => {
    const response = await fetch(url, { headers: { origin: pageOrigin } });
    const allowed = response.headers.get('access-control-allow-origin');
    if (new URL(url).origin !== pageOrigin && allowed !== '*' && allowed !== pageOrigin) {
      await response.body?.cancel();
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}
