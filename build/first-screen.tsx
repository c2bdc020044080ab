import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { PageSkeleton } from '../src/components/ui/page-skeleton.tsx';

const ROOT = '<div id="root"></div>';

/**
 * Puts the first screen into index.html's root, so the page shows it as soon as the HTML and CSS have arrived,
 * before any script: the app's header and a skeleton of the lists and of the builder. The inline preload script
 * (build/preload-game-data.ts) names the page being opened on `<html data-first-screen>` and the CSS shows that
 * one's skeleton (src/styles/skeleton.css). React replaces all of it with the same header and the page itself.
 */
export function firstScreen(): Plugin {
  return {
    name: 'muster-first-screen',
    transformIndexHtml(html) {
      if (!html.includes(ROOT)) throw new Error(`muster-first-screen: index.html has no ${ROOT}`);
      return html.replace(ROOT, `<div id="root">${renderToStaticMarkup(<FirstScreen />)}</div>`);
    },
  };
}

/** The app's header as src/app/app-shell.tsx renders it with nothing to undo, over each page's skeleton. */
export function FirstScreen() {
  return (
    <>
      <header className="app-header first-screen-header">
        <a className="app-title" href="#/">
          Muster
        </a>
        <nav aria-label="Main">
          <a href="#/">Lists</a>
        </nav>
        <div className="undo-redo" role="group" aria-label="History">
          <button type="button" disabled>
            <span aria-hidden="true">↶ </span>Undo
          </button>
          <button type="button" disabled>
            <span aria-hidden="true">↷ </span>Redo
          </button>
        </div>
      </header>
      <main className="app-main first-screen first-screen--lists">
        <noscript>
          <p className="notice notice--error">Muster runs in the browser: turn on JavaScript to use it.</p>
        </noscript>
        <PageSkeleton page="lists" label="Loading Muster…" />
      </main>
      <main className="app-main app-main--builder first-screen first-screen--builder">
        <PageSkeleton page="builder" label="Loading Muster…" />
      </main>
    </>
  );
}
