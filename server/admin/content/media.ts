import sharp from 'sharp'

/**
 * Pictures uploaded in the editor: the type is read from the bytes (never from the name or the
 * browser's word), the size and the pixel count are limited, and the image is decoded and
 * encoded again by sharp, which keeps no metadata (camera, GPS position), so what is stored is
 * never the upload itself. The photos pipeline (scripts/photos) makes the page sizes from it.
 */

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024
const MAX_PIXELS = 50_000_000

export type ImageType = 'jpeg' | 'png' | 'webp'
export const extensionOf: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value)
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}

/** Why an upload is refused; the editor says it in the staff member's words (refusals.ts). */
export type UploadRefusal = 'too-large' | 'not-a-picture' | 'damaged'

export class UploadError extends Error {
  readonly refusal: UploadRefusal
  constructor(refusal: UploadRefusal, message: string) {
    super(message)
    this.refusal = refusal
  }
}

/** The upload re-encoded in its own format, turned upright, without metadata. */
export async function reencode(bytes: Uint8Array): Promise<{ type: ImageType; bytes: Buffer }> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new UploadError('too-large', `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`)
  const type = sniffImage(bytes)
  if (!type) throw new UploadError('not-a-picture', 'Only JPEG, PNG and WebP pictures can be uploaded.')
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
    const encoded =
      type === 'jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : type === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 90 })
    return { type, bytes: await encoded.toBuffer() }
  } catch {
    throw new UploadError('damaged', 'The picture could not be read: it is damaged or not a picture.')
  }
}
