import extensions from './compressible-extensions.json';

/**
 * The text assets the front-end builds write `.br`/`.gz` twins of (packages/ui/webpack) and the gateway
 * serves precompressed. One list, in a JSON file, because the webpack config (plain .mjs) reads it too.
 */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = extensions;

/** Matches a path or file name ending in one of COMPRESSIBLE_EXTENSIONS. */
export const COMPRESSIBLE_FILE = new RegExp(`\\.(${extensions.join('|')})$`);
