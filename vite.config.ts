import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Starts what the first screen needs before the app's own code has arrived. An inline script at the top of
 * index.html reads the route and the saved lists (as src/store/persist.ts writes them), starts the game-data
 * worker (src/app/data/game-data-worker.ts) with requests for the game system and the open list's faction
 * (every saved faction on the lists page), and preloads the builder's code on a list's page. The app takes the
 * worker over with the replies it has had (src/app/data/load-game-data.ts). If any of it fails, the app only
 * starts these itself, later.
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
        let worker: string | null = null;
        let builder: string[] = [];
        for (const chunk of Object.values(context.bundle ?? {})) {
          if (chunk.type === 'asset' && /(^|\/)game-data-worker-[\w-]+\.js$/.test(chunk.fileName)) worker = chunk.fileName;
          if (chunk.type === 'chunk' && chunk.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/app/builder-route.tsx')) {
            builder = [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])];
          }
        }
        if (!worker) throw new Error('muster-preload-game-data: the build has no game-data worker');
        const script = `(function () {
  var base = ${JSON.stringify(base)};
  var open = /^#\\/list\\/([^/]+)/.exec(location.hash);
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
  var rosters = [], factions = [];
  try { rosters = JSON.parse(localStorage.getItem('muster:rosters')).state.rosters; } catch (e) {}
  (rosters || []).forEach(function (saved) {
    var roster = saved && saved.roster;
    if (!roster || typeof roster.factionId !== 'string' || factions.indexOf(roster.factionId) >= 0) return;
    if (!open || decodeURIComponent(open[1]) === roster.id) factions.push(roster.factionId);
  });
  try {
    var early = { worker: new Worker(base + ${JSON.stringify(worker)}, { type: 'module' }), requested: [], replies: [], failed: false };
    early.worker.onmessage = function (event) { early.replies.push(event.data); };
    early.worker.onerror = function () { early.failed = true; };
    var ask = function (request, key) {
      early.requested.push(key);
      early.worker.postMessage(request);
    };
    ask({ kind: 'system' }, 'system');
    factions.forEach(function (id) { ask({ kind: 'faction', factionId: id }, 'faction:' + id); });
    window.musterGameData = early;
  } catch (e) {}
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadGameData()],
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
