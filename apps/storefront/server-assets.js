// Compression pieces of the production server (server.js, ADR 0051): the level pages are compressed at, and
// the build's precompressed assets (`.br` and `.gz` next to each hashed file, written by vite.config.ts); and
// the build's other static files.
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

/**
 * Serves the client build's other files (the favicon, whatever `public/` holds) for an hour, and passes every
 * other request on without touching the disk: the folder is listed once at start, because express.static
 * would look every page's path up in it first (a failed stat per page render).
 * @param {string} folder build/client
 * @param {string[]} skip top-level folders served elsewhere (the hashed assets)
 * @returns {import('express').RequestHandler}
 */
export function publicFiles(folder, skip = ['assets']) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} dir @param {string} prefix */
  const list = (dir, prefix) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!(prefix === '' && skip.includes(entry.name))) list(path.join(dir, entry.name), name);
      } else if (entry.isFile()) files.add(name);
    }
  };
  list(folder, '');
  const serve = express.static(folder, { maxAge: '1h', index: false });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = decodeSafely(req.path);
    return name !== null && files.has(name) ? serve(req, res, next) : next();
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
