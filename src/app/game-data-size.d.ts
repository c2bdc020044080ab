/** Every faction file and pack as served, gzip bytes: written by build/offline.ts. */
declare const __GAME_DATA_DOWNLOAD_BYTES__: number;
