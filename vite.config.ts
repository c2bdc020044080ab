import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Starts what the first screen needs before the app's own code has arrived. An inline script at the top of
 * index.html reads the route and the saved lists (as src/store/persist.ts writes them), starts the game-data
 * worker (src/app/data/game-data-worker.ts) with requests for the game system and the open list's faction
 * (every saved faction on the lists page, none for a shared list), and preloads the builder's code on a list's
 * page, as src/app/preload.ts does once the app runs. The app takes the worker over with the replies it has had
 * (src/app/data/load-game-data.ts). If any of it fails, the app only starts these itself, later.
 */
function preloadGameData(): Plugin {
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
        const builderChunk = [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/app/builder-route.tsx'));
        const worker = bundle.find((c) => c.type === 'asset' && /(^|\/)game-data-worker-[\w-]+\.js$/.test(c.fileName));
        if (!entry || !builderChunk || !worker) throw new Error('muster-preload-game-data: no entry, builder chunk or game-data worker in the build');
        const initial = closure(entry.fileName);
        const builderJs = [...closure(builderChunk.fileName)].filter((file) => !initial.has(file));
        const builder = [...builderJs, ...builderJs.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])];
        const script = `(function () {
  var base = ${JSON.stringify(base)};
  var open = /^#\\/list\\/([^/]+)/.exec(location.hash), openId = null;
  var shared = /^#\\/?share(\\/|$)/.test(location.hash);
  if (open) {
    try { openId = decodeURIComponent(open[1]); } catch (e) { openId = open[1]; }
  }
  var rosters = [], factions = [];
  try { rosters = JSON.parse(localStorage.getItem('muster:rosters')).state.rosters; } catch (e) {}
  (rosters || []).forEach(function (saved) {
    var roster = saved && saved.roster;
    if (shared || !roster || typeof roster.factionId !== 'string' || factions.indexOf(roster.factionId) >= 0) return;
    if (!open || openId === roster.id) factions.push(roster.factionId);
  });
  var requests = [{ kind: 'system' }].concat(factions.map(function (id) { return { kind: 'faction', factionId: id }; }));
  try {
    // A classic worker, with its requests in its URL: it starts and downloads while the page's main thread is
    // still busy with the app's code; a module worker, or a message, would wait for that thread.
    var worker = new Worker(base + ${JSON.stringify(worker.fileName)} + '#' + encodeURIComponent(JSON.stringify(requests)));
    var early = { worker: worker, requested: [], replies: [], failed: false };
    requests.forEach(function (r) { early.requested.push(r.kind === 'system' ? 'system' : 'faction:' + r.factionId); });
    worker.onmessage = function (event) { early.replies.push(event.data); };
    worker.onerror = function () { early.failed = true; };
    window.musterGameData = early;
  } catch (e) {}
  // After the worker, whose downloads are the longest chain to the first screen.
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
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** The data files the worker fetches, without the indentation they keep in data/ for review: half the bytes. */
function minifiedJsonAssets(): Plugin {
  return {
    name: 'muster-minified-json-assets',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.json')) continue;
        const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = JSON.stringify(JSON.parse(text));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadGameData()],
  // Classic workers start without the page's main thread (see the preload plugin); the data worker needs no chunks.
  worker: { format: 'iife', plugins: () => [minifiedJsonAssets()] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
