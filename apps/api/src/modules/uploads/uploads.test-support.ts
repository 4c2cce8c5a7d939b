// Test support for uploads: real photos made with sharp, hand-written PNG headers (with a correct CRC-32) and
// multipart bodies built the way a browser builds them (FormData through a fetch Response).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface UploadFile {
  bytes: Buffer;
  filename: string;
  type: string;
  /** The multipart field; reviewImages unless a test says otherwise. */
  field?: string;
}

/** A multipart/form-data body and its content-type (with the boundary), as fetch would send it. */
export async function multipartBody(
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'reviewImages', new Blob([file.bytes], { type: file.type }), file.filename);
  }
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error('multipartBody: no content-type');
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': contentType } };
}

export const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (camera, copyright, orientation 6 = "turn 90° clockwise to view"). */
export const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Copyright: 'Asha Verma, Pune' } } })
    .toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks carry it (zlib.crc32 is not in every Node 20). */
export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature and an IHDR declaring width × height (8-bit RGB): a valid header and nothing else. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)]);
}

/** A well-formed PNG of a few dozen bytes whose header declares width × height pixels. */
export function tinyPngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
