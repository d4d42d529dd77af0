import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { reencode, sniffImage, UploadError } from './media'

describe('uploaded pictures', () => {
  it('are typed by their bytes and stored re-encoded, without metadata', async () => {
    const upload = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'camera owner', Artist: 'GPS here' } } })
      .toBuffer()
    expect((await sharp(upload).metadata()).exif).toBeDefined()
    const stored = await reencode(upload)
    expect(stored.type).toBe('jpeg')
    expect(Buffer.compare(stored.bytes, upload)).not.toBe(0)
    const meta = await sharp(stored.bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect([meta.width, meta.height]).toEqual([40, 30])
  })

  it('refuses what is not a JPEG, PNG or WebP picture, whatever its name says', async () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    await expect(reencode(Buffer.from('GIF89a……'))).rejects.toBeInstanceOf(UploadError)
    // The right first bytes and nothing after them: not a picture either.
    await expect(reencode(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).rejects.toThrow(/could not be read/)
    await expect(reencode(new Uint8Array(9 * 1024 * 1024))).rejects.toThrow(/larger than/)
  })
})
