import sharp from 'sharp';

/** Formats a picture upload may have (product pictures, category pictures, brand logos). */
const UPLOAD_FORMATS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

export interface UploadedPicture {
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** Pictures beyond this many pixels (e.g. 16,000 × 16,000) are refused before they are decoded. */
const MAX_PIXELS = 256_000_000;

/**
 * What an uploaded file really is, decided by decoding it with sharp, never by its name or declared
 * type: a JPEG, PNG or WebP picture that decodes whole, or null (a renamed text file, a truncated or
 * corrupt picture, another format, a decompression bomb).
 */
export async function inspectUploadedPicture(bytes: Buffer): Promise<UploadedPicture | null> {
  try {
    const options = { failOn: 'error', limitInputPixels: MAX_PIXELS } as const;
    const metadata = await sharp(bytes, options).metadata();
    const format =
      metadata.format in UPLOAD_FORMATS ? (metadata.format as keyof typeof UPLOAD_FORMATS) : null;
    if (!format || !metadata.width || !metadata.height) return null;
    // Decoding the whole picture (into a thumbnail, to keep memory small) finds truncated or corrupt data.
    await sharp(bytes, options).resize(16, 16, { fit: 'inside' }).toBuffer();
    return { ...UPLOAD_FORMATS[format], width: metadata.width, height: metadata.height };
  } catch {
    return null;
  }
}
