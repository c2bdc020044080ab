import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../build/content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy', () => {
  const html = `<head><script>(function () { var a = 1; })();</script>
    <script type="module" crossorigin src="/assets/index.js"></script><script>
second()</script></head>`;
  const directives = Object.fromEntries(
    contentSecurityPolicy(html)
      .split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  );

  it("allows the page's own inline scripts by the hash of their text, and scripts from its own origin", () => {
    expect(directives['script-src']).toEqual([
      "'self'",
      sha256('(function () { var a = 1; })();'),
      sha256('\nsecond()'),
    ]);
  });

  it('allows nothing else inline: no unsafe-inline, no eval, no style attributes, no plugins', () => {
    expect(contentSecurityPolicy(html)).not.toMatch(/unsafe-|data:|\*/);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });
});
