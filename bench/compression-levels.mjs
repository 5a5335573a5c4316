// What compressing one page costs at each level (ADR 0051): fetches a page of a running storefront once,
// uncompressed, then compresses it over and over with gzip 1, 6, 9 and brotli 1, 4 (compression()'s brotli
// default), and prints the CPU milliseconds per page (process CPU time over the series) and the size.
//
//   node bench/compression-levels.mjs http://localhost:3000/c/some-category-12 [rounds]
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [url, roundsArgument] = process.argv.slice(2);
if (!url) {
  console.error('Usage: node bench/compression-levels.mjs <page URL> [rounds, default 200]');
  process.exit(2);
}
const rounds = Number(roundsArgument ?? 200);
const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
if (!response.ok) {
  console.error(`${url} answered ${response.status}`);
  process.exit(1);
}
const page = Buffer.from(await response.arrayBuffer());

/** @type {Array<[string, (data: Buffer) => Buffer]>} */
const methods = [
  ['gzip 1', (data) => gzipSync(data, { level: 1 })],
  ['gzip 6 (zlib default)', (data) => gzipSync(data, { level: 6 })],
  ['gzip 9', (data) => gzipSync(data, { level: 9 })],
  ['brotli 1', (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })],
  ['brotli 4', (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })],
];

console.log(`${url}: ${(page.length / 1024).toFixed(1)} KiB uncompressed, ${rounds} rounds each\n`);
console.log('| method | CPU ms per page | KiB | of uncompressed |');
console.log('|---|---:|---:|---:|');
for (const [name, compress] of methods) {
  for (let warm = 0; warm < 10; warm += 1) compress(page);
  const before = process.cpuUsage();
  let size = 0;
  for (let round = 0; round < rounds; round += 1) size = compress(page).length;
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000 / rounds;
  const ratio = `${((size / page.length) * 100).toFixed(1)} %`;
  console.log(`| ${name} | ${ms.toFixed(2)} | ${(size / 1024).toFixed(1)} | ${ratio} |`);
}
