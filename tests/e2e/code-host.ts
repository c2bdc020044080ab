import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The web a page reaches over https, stood in for by one local server: the hosts it answers for are mapped to it in
 * the browser's resolver, so the app's own addresses (a code host's API and raw files, a site's zip) reach it from a
 * page under the app's real Content-Security-Policy, with the browser's own cross-origin checks.
 */

/** What a host answers for a path (query included, as a code host's API is asked), or undefined for 404. */
export type HostFile = {
  readonly body: Uint8Array | string;
  /** Whether any origin may read it (Access-Control-Allow-Origin: *), as a code host's API and raw files allow. */
  readonly isCrossOrigin: boolean;
  readonly type?: string;
};

export type Hosts = Readonly<Record<string, (path: string) => HostFile | undefined>>;

export type HttpsHosts = {
  /** Chromium's arguments that send each host to this server and accept its certificate. */
  readonly browserArgs: readonly string[];
  /** Every request, as `host/path`. */
  readonly requests: string[];
  close(): Promise<void>;
};

/**
 * A self-signed certificate made now with openssl (which Debian's ca-certificates brings): a browser told to accept
 * it (ignoreHTTPSErrors) reads the server as it would the real host.
 */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'muster-e2e-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=muster-e2e',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `hosts` over https on 127.0.0.1 at a free port, each by the Host its requests name. */
export async function serveHttpsHosts(hosts: Hosts): Promise<HttpsHosts> {
  const requests: string[] = [];
  const server: Server = createServer(selfSignedCertificate(), (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const path = request.url ?? '/';
    requests.push(`${host}${path}`);
    const file = hosts[host]?.(path);
    if (!file) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type ?? 'application/octet-stream',
      ...(file.isCrossOrigin ? { 'access-control-allow-origin': '*' } : {}),
    });
    response.end(file.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const rules = Object.keys(hosts).map((host) => `MAP ${host} 127.0.0.1:${port}`);
  return {
    browserArgs: [`--host-resolver-rules=${rules.join(', ')}`],
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
