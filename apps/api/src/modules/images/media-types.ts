import { extname } from 'node:path';

/** Picture formats served from the media folder; anything else is not media and answers 404. */
const MEDIA_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export function mediaTypeOf(file: string): string | null {
  return MEDIA_TYPES[extname(file).toLowerCase()] ?? null;
}
