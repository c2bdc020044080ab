import { fileURLToPath } from 'node:url';

/** Where the browser tests save their screenshots (not committed). */
export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

/** Every main view is looked at on a phone and on a desktop, in light and in dark. */
export const SCREEN_SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const COLOR_SCHEMES = ['light', 'dark'] as const;
