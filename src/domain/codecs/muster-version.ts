import { version } from '../../../package.json';

/** Muster's own version, as exports sign it. */
export const MUSTER_VERSION: string = version;
