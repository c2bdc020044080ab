import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicyPlugin } from './build/content-security-policy.ts';
import { firstScreen } from './build/first-screen.tsx';
import { offline } from './build/offline.ts';
import { preloadGameData } from './build/preload-game-data.ts';

/** The data files the app fetches, without the indentation they keep in data/ for review: half the bytes. */
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
  plugins: [
    react(),
    minifiedJsonAssets(),
    firstScreen(),
    preloadGameData(),
    contentSecurityPolicyPlugin(),
    ...offline(),
  ],
  // The dev server looks for the dependencies to pre-bundle from the app's page alone: the bench's pages import
  // modules their own builds make (virtual:first-screen), and a failed scan left fuse.js to be found on first use,
  // reloading the page.
  optimizeDeps: { entries: ['index.html'] },
  // Data files stay files, however small, so index.html's script can download each by its URL.
  build: { assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined) },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/testing-library.ts'],
    // See the setup file: a component test may wait several times for on-demand code on a busy machine.
    testTimeout: 20_000,
  },
});
