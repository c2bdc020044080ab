import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** A `<script>` with no `src`: its text is the script. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The page's Content-Security-Policy: scripts, styles and everything else only from the app's own origin, plus each
 * inline script of `html` by the hash of its text (today the one the preload plugin writes). Nothing else inline runs
 * and no style attribute in markup applies, so text that ever reached the page as markup (a list name, an imported
 * file) could not run or restyle anything. A meta tag, since any static host serves the app: it cannot say
 * frame-ancestors, which only a header can.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    // The Game data page downloads catalogues from where the player points it (a code host's API and raw files, a zip).
    "connect-src 'self' https:",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Writes the policy into index.html, first in its head, once every other plugin has added its inline scripts. */
export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'muster-content-security-policy',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(html) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
