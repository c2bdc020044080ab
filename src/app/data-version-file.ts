/** The file the build writes beside index.html with its game data's version (build/offline.ts). */
export const DATA_VERSION_FILE = 'data-version.json';
