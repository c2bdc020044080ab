import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DATA_VERSION_FILE } from '../src/app/data-version-file.ts';
import type { Manifest } from '../src/domain/data/manifest.schema';

/**
 * The web app manifest and a Workbox service worker (vite-plugin-pwa's generateSW): installed on the first visit,
 * it precaches the app shell, every JS and CSS chunk (the builder, the dialogs, the list reader's worker) and the game
 * system with the manifest; a faction's file and its packs are cached the first time they are downloaded (their
 * names carry a hash of their content, so a cached one is never stale). A new build's worker waits until the player
 * reloads from the update notice: nothing is swapped under an open list.
 */
export function offline(): Plugin[] {
  return [
    ...VitePWA({
      registerType: 'prompt',
      // src/app/service-worker.ts registers it: no inline script, which the Content-Security-Policy would refuse.
      injectRegister: false,
      includeAssets: ['apple-touch-icon-180x180.png'],
      manifest: {
        name: 'Muster: Warhammer 40,000 army builder',
        short_name: 'Muster',
        description: 'Build, check and share Warhammer 40,000 army lists in the browser.',
        theme_color: '#6226c9',
        background_color: '#f3f4f7',
        display: 'standalone',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The manifest's icons are added by the plugin.
        globPatterns: ['**/*.{js,css,html,svg}', 'assets/game-system-*.json', 'assets/manifest-*.json'],
        // Routes live in the fragment: every page is index.html.
        navigateFallback: 'index.html',
        // The first install takes over the open page, so the faction it downloads next is cached too.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/]+\.json$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'muster-game-data',
              cacheableResponse: { statuses: [200] },
              // About twice the factions and packs there are: a player who opens every army keeps them all, and
              // the files of an older data version, no longer asked for, go first.
              expiration: { maxEntries: 100, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
    dataVersionFile(),
    gameDataSize(),
  ];
}

/**
 * `__GAME_DATA_DOWNLOAD_BYTES__`: what every faction's file and pack weigh as served (minified JSON, gzip), for the
 * lists page's "Make every faction available offline" to say before the player downloads them.
 */
function gameDataSize(): Plugin {
  return {
    name: 'muster-game-data-size',
    config() {
      let bytes = 0;
      for (const folder of ['factions', 'packs']) {
        const dir = new URL(`../data/${folder}/`, import.meta.url);
        for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
          bytes += gzipSync(JSON.stringify(JSON.parse(readFileSync(new URL(name, dir), 'utf8')))).length;
        }
      }
      return { define: { __GAME_DATA_DOWNLOAD_BYTES__: JSON.stringify(bytes) } };
    },
  };
}

/**
 * Writes data-version.json: the data version of data/manifest.json. Not precached, so a page can read a waiting
 * build's version from the network and tell new game data from new code (src/app/service-worker.ts).
 */
function dataVersionFile(): Plugin {
  return {
    name: 'muster-data-version-file',
    apply: 'build',
    generateBundle() {
      const manifest = JSON.parse(readFileSync(new URL('../data/manifest.json', import.meta.url), 'utf8')) as Manifest;
      this.emitFile({
        type: 'asset',
        fileName: DATA_VERSION_FILE,
        source: JSON.stringify({ dataVersion: manifest.dataVersion }),
      });
    },
  };
}
