import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  /** Text of a field, or the bytes of a file. */
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its content-type header, as a browser's form upload sends it. */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
