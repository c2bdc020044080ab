import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Lets the page start downloading the data the first screen needs while the app's own code is still
 * loading: an inline script in index.html reads the route and the saved lists and adds modulepreload links
 * for the game system, the builder and the open list's faction (every saved faction on the lists page).
 * It reads the saved lists as src/store/persist.ts writes them; if that ever fails, it only preloads less.
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
        const factions: Record<string, string> = {};
        const always: string[] = [];
        let builder: string[] = [];
        for (const chunk of Object.values(context.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const id = chunk.facadeModuleId.replaceAll('\\', '/');
          const faction = /\/data\/factions\/([a-z0-9-]+)\.json$/.exec(id)?.[1];
          if (faction) factions[faction] = chunk.fileName;
          else if (/\/data\/(game-system|manifest)\.json$/.test(id)) always.push(chunk.fileName);
          else if (id.endsWith('/src/app/builder-route.tsx')) {
            builder = [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])];
          }
        }
        const script = `(function () {
  var base = ${JSON.stringify(base)}, factions = ${JSON.stringify(factions)};
  function preload(file) {
    if (!file) return;
    var link = document.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.href = base + file;
    document.head.appendChild(link);
  }
  ${JSON.stringify(always)}.forEach(preload);
  var open = /^#\\/list\\/([^/]+)/.exec(location.hash);
  var rosters = [];
  try { rosters = JSON.parse(localStorage.getItem('muster:rosters')).state.rosters; } catch (e) {}
  if (open) ${JSON.stringify(builder)}.forEach(preload);
  (rosters || []).forEach(function (saved) {
    var roster = saved && saved.roster;
    if (roster && (!open || decodeURIComponent(open[1]) === roster.id)) preload(factions[roster.factionId]);
  });
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadGameData()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
