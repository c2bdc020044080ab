import { strToU8, zipSync } from 'fflate';
import { crc32, deflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { TEST_CATALOGUE, TEST_GAME_SYSTEM } from '../../src/testing/test-catalogues';

/** Steps a player takes on the Game data page, and the catalogue sets the browser tests hand it. */

/** Drops a file on the page's drop zone as a player drags it from their files. */
export async function dropFile(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/zip' }));
      return transfer;
    },
    { name, bytes: [...bytes] },
  );
  await page.getByTestId('data-drop-zone').dispatchEvent('drop', { dataTransfer });
}

/**
 * The miniature catalogue as a player's own copy of the Necrons catalogue, zipped as a code host zips a repository:
 * the same units, rules text and detachments, under names the built-in data also has (its Big Boss is an Overlord
 * at 70 points, its Test Host the Awakened Dynasty), so a list built on it opens on the built-in data too.
 */
export function necronsCatalogueFiles(): Record<string, Uint8Array> {
  const catalogue = TEST_CATALOGUE.replace('name="Testers"', 'name="Necrons"')
    .replaceAll('Faction: Testers', 'Faction: Necrons')
    .replaceAll('Big Boss', 'Overlord')
    .replaceAll('Test Host', 'Awakened Dynasty');
  return {
    'wh40k-necrons-main/README.md': strToU8('# A player’s catalogues'),
    'wh40k-necrons-main/Test.gst': strToU8(TEST_GAME_SYSTEM),
    'wh40k-necrons-main/Necrons.cat': strToU8(catalogue),
  };
}

export function necronsCatalogueZip(): Uint8Array {
  return zipSync(necronsCatalogueFiles());
}

/**
 * A zip bomb: one catalogue of `inflatedBytes` spaces, deflated to a few hundred KB. Written by hand around Node's
 * deflate, which makes it in about a second where a JavaScript zip library takes ten.
 */
export function zipBomb(name: string, inflatedBytes: number): Uint8Array {
  const text = Buffer.alloc(inflatedBytes, ' ');
  const data = deflateRawSync(text, { level: 9 });
  const path = Buffer.from(name);
  const crc = crc32(text);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt16LE(0x21, 12); // 1980-01-01
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(inflatedBytes, 22);
  local.writeUInt16LE(path.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(inflatedBytes, 24);
  central.writeUInt16LE(path.length, 28);
  central.writeUInt32LE(0, 42); // its local header is the zip's first bytes
  const directoryAt = local.length + path.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + path.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return new Uint8Array(Buffer.concat([local, path, data, central, path, end]));
}
