// Compression pieces of the production server (server.js, ADR 0051): the level pages are compressed at, and
// the build's precompressed assets (`.br` and `.gz` next to each hashed file, written by vite.config.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { preferredEncoding } from './server-page-cache.js';

/**
 * compression() at the COMPRESSION level: gzip at `level`, brotli (which browsers prefer) at the same quality
 * up to 4, the library's default; null answers nothing is compressed here (a proxy in front does it).
 * @param {number | null} level
 * @returns {import('express').RequestHandler}
 */
export function pageCompression(level) {
  if (level === null) return (_req, _res, next) => next();
  return compression({
    level,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: Math.min(level, 4) } },
  });
}

/** @typedef {{ encoding: 'br' | 'gzip', suffix: string }} Precompressed */
/** @type {Precompressed[]} */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Serves the hashed assets of the client build for ever (immutable), sending `file.br` or `file.gz` instead
 * of `file` when the build wrote one and the browser accepts it, with the original's Content-Type and
 * `Vary: Accept-Encoding`. The folder is read once at start: builds do not change under a running server.
 * @param {string} folder build/client/assets
 * @returns {import('express').RequestHandler}
 */
export function hashedAssets(folder) {
  /** @type {Set<string>} */
  let files;
  try {
    files = new Set(readdirSync(folder));
  } catch {
    files = new Set();
  }
  const serve = express.static(folder, { immutable: true, maxAge: '1y', index: false });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return serve(req, res, next);
    const name = decodeSafely(req.path.slice(1));
    if (!name || name.includes('/') || !files.has(name)) return serve(req, res, next);
    res.vary('Accept-Encoding');
    const offered = ENCODINGS.filter(({ suffix }) => files.has(name + suffix)).map(
      ({ encoding }) => encoding,
    );
    if (offered.length === 0) return serve(req, res, next);
    const chosen = preferredEncoding(req, offered);
    const precompressed = ENCODINGS.find(({ encoding }) => encoding === chosen);
    if (!precompressed) return serve(req, res, next);
    // express.static keeps a Content-Type that is already set; compression() leaves encoded answers alone.
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', precompressed.encoding);
    req.url = `/${encodeURIComponent(name + precompressed.suffix)}`;
    return serve(req, res, next);
  };
}

/** @param {string} value */
function decodeSafely(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
