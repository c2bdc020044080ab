import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { Manifest } from '../src/domain/data/manifest.schema';

/**
 * Starts what the first screen needs before the app's own code has arrived. An inline script at the top of
 * index.html reads the route and the saved lists (as src/store/persist.ts writes them), starts downloading the
 * game system and the open list's faction (every saved faction on the lists page, none for a shared list; no data
 * at all while the player's own catalogues are in use) and preloads the builder's code on a list's page, as
 * src/app/preload.ts does once the app runs. The app takes the downloads over (src/app/data/load-game-data.ts). If any of it fails, the app only starts these itself, later.
 * It also names the page being opened on `<html data-first-screen>`, for the skeleton index.html shows until then.
 */
export function preloadGameData(): Plugin {
  let base = '/';
  return {
    name: 'muster-preload-game-data',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = Object.values(context.bundle ?? {});
        const chunks = new Map(bundle.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
        // A chunk and every chunk it imports, so the builder's own imports download with it, not after it.
        const closure = (file: string, found = new Set<string>()): Set<string> => {
          if (found.has(file)) return found;
          found.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) closure(imported, found);
          return found;
        };
        const entry = [...chunks.values()].find((c) => c.isEntry);
        const builderChunk = [...chunks.values()].find((c) =>
          c.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/app/builder-route.tsx'),
        );
        // Each data file's URL by its name under data/, as src/app/data/load-game-data.ts names them.
        const dataFiles: Record<string, string> = {};
        for (const asset of bundle) {
          if (asset.type !== 'asset') continue;
          const source = asset.originalFileNames
            .map((f) => f.replaceAll('\\', '/'))
            .find((f) => /(^|\/)data\/.+\.json$/.test(f));
          if (source) dataFiles[source.replace(/^(.*\/)?data\//, '')] = asset.fileName;
        }
        if (!entry || !builderChunk || !dataFiles['game-system.json'] || !dataFiles['manifest.json']) {
          throw new Error('muster-preload-game-data: no entry, builder chunk or game data files in the build');
        }
        const initial = closure(entry.fileName);
        const builderJs = [...closure(builderChunk.fileName)].filter((file) => !initial.has(file));
        const builder = [
          ...builderJs,
          ...builderJs.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]),
        ];
        // The packs each faction shares datasheets from: a chapter downloads the Space Marines pack beside its file.
        const manifest = JSON.parse(
          readFileSync(new URL('../data/manifest.json', import.meta.url), 'utf8'),
        ) as Manifest;
        const packs = Object.fromEntries(manifest.factions.map((f) => [f.id, f.packs.map((id) => `packs/${id}.json`)]));
        const script = preloadScript({ base, dataFiles, builder, packs });
        // The first screen's CSS is requested before anything the script starts: nothing is painted without it.
        const firstCss = [...initial].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        return [
          ...firstCss.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head-prepend' as const,
          })),
          { tag: 'script', children: script, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/** What the script needs to know about the build: the base URL, each data file's URL, the builder's code and CSS. */
export type PreloadBuild = {
  readonly base: string;
  /** Each data file's URL (under `base`) by its name under data/. */
  readonly dataFiles: Readonly<Record<string, string>>;
  /** The builder's chunks and their CSS (under `base`), beyond what the entry loads. */
  readonly builder: readonly string[];
  /** Faction id → the pack files (names under data/) it takes datasheets from. */
  readonly packs: Readonly<Record<string, readonly string[]>>;
};

/**
 * The inline script itself. It runs before any of the app's code, on whatever the saved lists hold (damaged,
 * edited by hand, written by another Muster), so it reads them defensively and never throws: a throw here would
 * be an error on every page load, the app itself would still start.
 */
export function preloadScript({ base, dataFiles, builder, packs }: PreloadBuild): string {
  return `(function () {
  var base = ${JSON.stringify(base)};
  var files = ${JSON.stringify(dataFiles)};
  var packs = ${JSON.stringify(packs)};
  var open = /^#\\/list\\/([^/]+)/.exec(location.hash), openId = null;
  var shared = /^#\\/?share(\\/|$)/.test(location.hash);
  // Which page's skeleton index.html shows until the app renders (build/first-screen.tsx).
  document.documentElement.setAttribute('data-first-screen', open ? 'builder' : shared ? 'shared' : 'lists');
  if (open) {
    try { openId = decodeURIComponent(open[1]); } catch (e) { openId = open[1]; }
  }
  // With a catalogue set of the player's own in use (src/features/game-data/chosen-source.ts) the app reads its data
  // from this browser's storage: the built-in files would be downloads for nothing, failed ones with the network off.
  var ownData = false;
  try { ownData = /^[0-9a-f]{64}$/.test(localStorage.getItem('muster:game-data-source') || ''); } catch (e) {}
  var rosters = [], wanted = ownData ? [] : ['game-system.json', 'manifest.json'];
  try { rosters = JSON.parse(localStorage.getItem('muster:rosters')).state.rosters; } catch (e) {}
  if (!Array.isArray(rosters)) rosters = [];
  rosters.forEach(function (saved) {
    var roster = saved && saved.roster;
    if (shared || ownData || !roster || typeof roster.factionId !== 'string') return;
    var name = 'factions/' + roster.factionId + '.json';
    if ((!open || openId === roster.id) && wanted.indexOf(name) < 0) {
      wanted.push(name);
      var shares = packs.hasOwnProperty(roster.factionId) ? packs[roster.factionId] : [];
      shares.forEach(function (pack) {
        if (wanted.indexOf(pack) < 0) wanted.push(pack);
      });
    }
  });
  var downloads = {};
  wanted.forEach(function (name) {
    if (!files.hasOwnProperty(name)) return;
    var url = base + files[name];
    downloads[name] = fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ' answered ' + response.status + ' ' + response.statusText);
      return response.json();
    });
    // The app reports a failed download when it takes this one over.
    downloads[name].catch(function () {});
  });
  window.musterDataDownloads = downloads;
  if (open) ${JSON.stringify(builder)}.forEach(function (file) {
    var link = document.createElement('link');
    if (/\\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // The same request mode as the app's own loads, so the browser reuses the download.
    link.crossOrigin = '';
    link.href = base + file;
    document.head.appendChild(link);
  });
})();`;
}
