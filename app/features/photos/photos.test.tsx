import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readRegistry } from '#shared/content/registry.server'
import type { Photo } from '#shared/content/photo-manifest'
import { Picture } from './picture'
import { PhotoErrors, processPhotos } from '#shared/content/photo-process'
import { scratchContentFolder } from '#shared/test/content-folder'

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'))

/** A test photo: the left half red, the right half blue, so a crop shows which part it kept. */
async function halves(file: string, width: number, height: number) {
  const half = Math.floor(width / 2)
  await sharp({ create: { width, height, channels: 3, background: '#d02020' } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: '#2040d0' } },
        left: half,
        top: 0,
      },
    ])
    .jpeg()
    .toFile(file)
}

const entry = (overrides: Partial<Photo> = {}) => ({
  id: 'irvine-office',
  file: 'irvine.jpg',
  alt: { en: 'The front desk of our Irvine office', es: 'La recepción de nuestra oficina de Irvine' },
  focal: { x: 0.5, y: 0.5 },
  slot: 'header',
  ...overrides,
})

async function folderWith(photos: object[], size: [number, number] = [2000, 1200]) {
  const folder = scratch()
  await halves(path.join(folder, 'irvine.jpg'), ...size)
  fs.writeFileSync(path.join(folder, 'photos.json'), JSON.stringify({ photos }))
  return folder
}

describe('the photo pipeline', () => {
  it('makes AVIF, WebP and JPEG at each width of the slot, cropped to its shape, with hashed names', async () => {
    const folder = await folderWith([entry()])
    const out = path.join(scratch(), 'assets')
    const [photo] = await processPhotos(folder, out, '/assets/photos')
    expect(photo).toMatchObject({ id: 'irvine-office', width: 1280, height: 960 })
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(photo!.sources[format].map((image) => image.width)).toEqual([480, 720, 960, 1280])
      for (const image of photo!.sources[format]) {
        expect(image.url).toMatch(
          new RegExp(`^/assets/photos/irvine-office-[0-9a-f]{10}-${image.width}\\.(avif|webp|jpg)$`),
        )
        const meta = await sharp(path.join(out, path.basename(image.url))).metadata()
        expect([meta.width, meta.height]).toEqual([image.width, (image.width * 3) / 4])
      }
    }
    expect(photo!.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(photo!.placeholder.length).toBeLessThan(1000)
    // A second build keeps the files it already made.
    const before = fs.statSync(path.join(out, path.basename(photo!.sources.avif[0]!.url))).mtimeMs
    await processPhotos(folder, out, '/assets/photos')
    expect(fs.statSync(path.join(out, path.basename(photo!.sources.avif[0]!.url))).mtimeMs).toBe(before)
  }, 180_000)

  it('keeps the focal point in view when it crops', async () => {
    const blueness = async (focalX: number) => {
      const folder = await folderWith([entry({ focal: { x: focalX, y: 0.5 }, slot: 'card' })], [2400, 1000])
      const out = path.join(scratch(), 'assets')
      const [photo] = await processPhotos(folder, out, '/assets/photos')
      const { channels } = await sharp(path.join(out, path.basename(photo!.sources.jpeg[0]!.url))).stats()
      return channels[2]!.mean - channels[0]!.mean
    }
    expect(await blueness(1)).toBeGreaterThan(50)
    expect(await blueness(0)).toBeLessThan(-50)
  }, 180_000)

  it('stops on a photo without alt text in a language, naming the manifest and the field', async () => {
    const folder = await folderWith([
      entry({ alt: { en: 'The front desk of our Irvine office' } as Photo['alt'] }),
    ])
    const error = await processPhotos(folder, scratch(), '/assets/photos').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PhotoErrors)
    expect((error as PhotoErrors).errors.map((e) => [path.basename(e.file), e.field])).toEqual([
      ['photos.json', 'photos[irvine-office].alt.es'],
    ])
  })

  it('stops on a photo that is a link, or a list that is, without reading through it', async () => {
    const outside = await folderWith([entry()])
    const folder = await folderWith([entry({ id: 'lobby', file: 'lobby.jpg' })])
    fs.symlinkSync(path.join(outside, 'irvine.jpg'), path.join(folder, 'lobby.jpg'))
    const error = await processPhotos(folder, scratch(), '/assets/photos').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PhotoErrors)
    expect((error as PhotoErrors).message).toMatch(/photos\[lobby\]\.file: lobby\.jpg is not a plain file/)
    const listed = scratch()
    fs.symlinkSync(path.join(outside, 'photos.json'), path.join(listed, 'photos.json'))
    await expect(processPhotos(listed, scratch(), '/assets/photos')).rejects.toThrow(/is a symbolic link/)
  })

  it('stops on a photo too small for its slot', async () => {
    const folder = await folderWith([entry()], [1000, 750])
    const error = await processPhotos(folder, scratch(), '/assets/photos').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PhotoErrors)
    expect((error as PhotoErrors).message).toMatch(
      /photos\[irvine-office\]\.file: irvine\.jpg is 1000×750; the header slot needs at least 1280×960/,
    )
  })

  it('accepts the site’s own manifest', async () => {
    await expect(processPhotos('app/content/photos', scratch(), '/assets/photos')).resolves.toBeInstanceOf(
      Array,
    )
  })
})

describe('Picture', () => {
  const photo = {
    id: 'irvine-office',
    alt: 'The front desk of our Irvine office',
    width: 1280,
    height: 960,
    sizes: '(min-width: 1024px) 26rem, calc(100vw - 2rem)',
    sources: {
      avif: [480, 1280].map((width) => ({ url: `/assets/photos/p-${width}.avif`, width })),
      webp: [480, 1280].map((width) => ({ url: `/assets/photos/p-${width}.webp`, width })),
      jpeg: [480, 1280].map((width) => ({ url: `/assets/photos/p-${width}.jpg`, width })),
    },
    placeholder: 'data:image/webp;base64,AAAA',
  }

  it('offers each format at each width, keeps its space, and loads lazily by default', () => {
    const html = renderToStaticMarkup(<Picture photo={photo} />)
    expect(html).toContain(
      '<source type="image/avif" srcSet="/assets/photos/p-480.avif 480w, /assets/photos/p-1280.avif 1280w" sizes="(min-width: 1024px) 26rem, calc(100vw - 2rem)"/>',
    )
    expect(html).toContain('<source type="image/webp"')
    expect(html).toMatch(
      /<img src="\/assets\/photos\/p-1280\.jpg" srcSet="[^"]+p-480\.jpg 480w[^"]*" sizes="[^"]+" alt="The front desk of our Irvine office" width="1280" height="960" loading="lazy"/,
    )
    expect(html).not.toContain('fetchpriority')
    expect(html).toContain('<img src="data:image/webp;base64,AAAA" alt="" aria-hidden="true"')
  })

  it('fetches the first screen’s photo first', () => {
    const html = renderToStaticMarkup(<Picture photo={photo} priority />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })
})

describe('a page naming a photo', () => {
  it('must name one in the manifest', () => {
    const root = scratchContentFolder('photos')
    fs.mkdirSync(path.join(root, 'en', 'pages'), { recursive: true })
    fs.mkdirSync(path.join(root, 'photos'))
    fs.writeFileSync(path.join(root, 'photos', 'photos.json'), JSON.stringify({ photos: [] }))
    fs.writeFileSync(
      path.join(root, 'en', 'pages', 'about.md'),
      `---\ntype: page\ntitle: "About our practice here"\ndescription: "A description long enough to pass the lower bound of the schema for it."\nheading: About us\nsummary: "A summary long enough to pass the lower bound of the schema for it."\nupdated: 2026-01-01\nphoto: front-desk\n---\nBody.\n`,
    )
    const { errors } = readRegistry(root)
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      ['photo', expect.stringContaining('photo "front-desk" is not in content/photos/photos.json')],
    ])
  })
})
