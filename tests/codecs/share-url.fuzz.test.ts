import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../src/domain/codecs/share-url/base64url';
import { CodecErrorCodeSchema, type Decoded } from '../../src/domain/codecs/codec-result';
import { shortHash } from '../../src/domain/codecs/share-url/short-hash';
import { readShareUrl, writeShareUrl, SHARE_ROUTE, type SharedList } from '../../src/domain/codecs/share-url/share-url';
import { RosterSchema } from '../../src/domain/roster/roster.schema';
import { makeCodecGameData } from '../../src/testing/codec-game-data';
import { rosterArbitrary } from '../../src/testing/roster-arbitrary';

const data = makeCodecGameData();
const BASE = 'https://muster.invalid/';
const urls = fc
  .sample(rosterArbitrary(data, { anyName: true }), { numRuns: 60, seed: 42 })
  .map((r) => writeShareUrl(r, data, BASE));
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const CODES = new Set<string>(CodecErrorCodeSchema.options.filter((c) => c !== 'internal'));

/**
 * Either a roster that re-parses with the schema, or a typed error with a message: nothing else, and no throw.
 * Plain checks rather than `expect`, which would cost more than the decoding itself 100,000 times over.
 */
function expectSafe(result: Decoded<SharedList>): void {
  if (result.ok) {
    if (result.value.roster && !RosterSchema.safeParse(result.value.roster).success) {
      throw new Error('decoded a roster that does not parse');
    }
  } else if (!CODES.has(result.error.code) || result.error.message.length === 0) {
    throw new Error(`untyped failure: ${result.error.code}: ${result.error.message}`);
  }
}

/** A link whose body was changed and whose checksum was then made to match, so the change reaches the body reader. */
function withValidChecksum(body: Uint8Array): string {
  const summed = new Uint8Array(body.length + 1);
  summed[0] = 1;
  summed.set(body, 1);
  const sum = shortHash(summed, 16);
  return `${BASE}${SHARE_ROUTE}${toBase64Url(Uint8Array.from([1, sum >> 8, sum & 0xff, ...body]))}`;
}

const mutation = fc.record({
  url: fc.constantFrom(...urls),
  edits: fc.array(
    fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('replace', 'insert', 'delete', 'cut'),
      char: fc.constantFrom(...ALPHABET, '%', '#', ' '),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

function mutate({ url, edits }: { url: string; edits: { at: number; kind: string; char: string }[] }): string {
  return edits.reduce((text, edit) => {
    const at = edit.at % (text.length + 1);
    switch (edit.kind) {
      case 'replace':
        return text.slice(0, at) + edit.char + text.slice(at + 1);
      case 'insert':
        return text.slice(0, at) + edit.char + text.slice(at);
      case 'delete':
        return text.slice(0, at) + text.slice(at + 1);
      default:
        return text.slice(0, at);
    }
  }, url);
}

describe('readShareUrl under fuzzing (100,000 inputs)', () => {
  it('never throws on random text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 300 })),
        (text) => {
          expectSafe(readShareUrl(text, data));
          expectSafe(readShareUrl(`${BASE}${SHARE_ROUTE}${text}`, data));
        },
      ),
      { numRuns: 15_000 },
    );
  }, 60_000);

  it('never throws on real links with characters changed, added, removed or cut', () => {
    fc.assert(
      fc.property(mutation, (m) => expectSafe(readShareUrl(mutate(m), data))),
      { numRuns: 30_000 },
    );
  }, 60_000);

  it('never throws when a changed body slips past the checksum', () => {
    const bodies = urls
      .map((url) => {
        const bytes = fromBase64Url(url.slice(url.indexOf(SHARE_ROUTE) + SHARE_ROUTE.length))!;
        return bytes[0] === 1 ? bytes.subarray(3) : null;
      })
      .filter((b): b is Uint8Array => b !== null);
    const changedBody = fc.record({
      body: fc.constantFrom(...bodies),
      edits: fc.array(fc.record({ at: fc.nat(), value: fc.nat({ max: 255 }), isCut: fc.boolean() }), {
        minLength: 1,
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          changedBody.map(({ body, edits }) => {
            let bytes = Uint8Array.from(body);
            for (const edit of edits) {
              const at = edit.at % Math.max(1, bytes.length);
              if (edit.isCut) bytes = bytes.subarray(0, at);
              else bytes[at] = edit.value;
            }
            return bytes;
          }),
          fc.uint8Array({ maxLength: 120 }),
        ),
        (bytes) => {
          expectSafe(readShareUrl(withValidChecksum(bytes), data));
        },
      ),
      { numRuns: 40_000 },
    );
  }, 60_000);
});
