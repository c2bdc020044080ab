import { err, ok, type Result } from '../../../domain/result';

/** The fetch the downloads use: the browser's, or a test's that behaves as a browser does across origins. */
export type Fetch = (url: string, init?: { readonly signal?: AbortSignal }) => Promise<Response>;

/**
 * The most a download may bring: the whole 10th edition repository zipped is about 8 MB, its catalogues about 40 MB
 * unpacked, so 64 MB leaves room for growth and still stops a link to something else (a video, a disc image) early.
 */
export const MAX_DOWNLOAD_BYTES = 64 * 1024 * 1024;

/** What the player is told when the host gives no answer the page may read: most often it allows no cross-origin reads. */
export function unreachableMessage(url: string): string {
  return (
    `Could not download ${url}: the host did not answer, or it does not let other sites download its files. ` +
    'Download the zip yourself and drop it on this page instead.'
  );
}

/**
 * The bytes at `url`, at most `maxBytes` of them: the length a host announces is checked before reading, and the
 * body is counted as it arrives, since a host may announce none or announce less than it sends.
 */
export async function downloadBytes(
  url: string,
  fetchFn: Fetch,
  maxBytes = MAX_DOWNLOAD_BYTES,
): Promise<Result<Uint8Array, string>> {
  let response: Response;
  try {
    response = await fetchFn(url);
  } catch {
    // A cross-origin refusal, a refused connection and an offline device all reach the page as the same TypeError.
    return err(unreachableMessage(url));
  }
  if (!response.ok) {
    const status = [response.status, response.statusText].filter(Boolean).join(' ');
    return err(`Could not download ${url}: the host answered ${status}.`);
  }
  const announced = Number(response.headers.get('content-length'));
  if (announced > maxBytes) return err(tooLarge(url, maxBytes));
  if (!response.body) return ok(new Uint8Array(await response.arrayBuffer()));
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return err(`The download of ${url} broke off before it was complete.`);
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      void reader.cancel();
      return err(tooLarge(url, maxBytes));
    }
    parts.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return ok(bytes);
}

/** The JSON at `url` (a code host's API answer), or why not. */
export async function downloadJson(
  url: string,
  fetchFn: Fetch,
  maxBytes = 8 * 1024 * 1024,
): Promise<Result<unknown, string>> {
  const bytes = await downloadBytes(url, fetchFn, maxBytes);
  if (!bytes.ok) return bytes;
  try {
    return ok(JSON.parse(new TextDecoder().decode(bytes.value)) as unknown);
  } catch {
    return err(`What ${url} answered is not JSON.`);
  }
}

function tooLarge(url: string, maxBytes: number): string {
  return `${url} is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB Muster reads: it is not a catalogue set.`;
}
