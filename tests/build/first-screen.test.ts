import { describe, expect, it } from 'vitest';
import { firstScreen } from '../../build/first-screen';

/** index.html as the plugin leaves it. */
function transform(html: string): string {
  const hook = firstScreen().transformIndexHtml;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return handler?.call({} as never, html, {} as never) as string;
}

describe('the first screen in index.html', () => {
  const html = transform('<body><div id="root"></div><script type="module" src="/main.tsx"></script></body>');

  it("puts the app's header and a skeleton of the lists and of the builder into the root, before the app's script", () => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));
    expect(root).toContain('<header class="app-header first-screen-header"><a class="app-title" href="#/">Muster</a>');
    expect(root).toContain('class="app-main first-screen first-screen--lists"');
    expect(root).toContain('class="app-main app-main--builder first-screen first-screen--builder"');
  });

  it('adds no inline script or style, which the Content-Security-Policy would refuse', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('refuses a page without the root the app renders into', () => {
    expect(() => transform('<body><main></main></body>')).toThrow(/no <div id="root"><\/div>/);
  });
});
