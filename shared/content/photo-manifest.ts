import { z } from 'zod'

/**
 * The practice's photos: image files in app/content/photos/ named in photos.json with their
 * alt text in both languages, the point that must stay in view when the photo is cropped, and
 * the slot it is made for. The build turns each into AVIF, WebP and JPEG at a few widths
 * (scripts/photos/build-photos.ts); pages name a photo with `photo: <id>` in their frontmatter.
 */

/** Where photos are shown, each with its shape and the widths made for it. */
export const photoSlots = {
  /** Beside a page's heading and summary: up to 26rem wide on large screens, full width on phones. */
  header: {
    where: 'beside a page’s heading, in the shape 4:3',
    aspect: 4 / 3,
    widths: [480, 720, 960, 1280],
    sizes: '(min-width: 1024px) 26rem, calc(100vw - 2rem)',
  },
  /** A card in a grid (team, eyewear). */
  card: {
    where: 'a square card in a grid',
    aspect: 1,
    widths: [320, 480, 640],
    sizes: '(min-width: 768px) 20rem, calc(100vw - 2rem)',
  },
} as const
export type PhotoSlot = keyof typeof photoSlots

/** The widest image a slot makes: a source narrower than this would be blown up. */
export const minimumWidth = (slot: PhotoSlot) => Math.max(...photoSlots[slot].widths)

const alt = z
  .string()
  .trim()
  .min(10, 'describe what the photo shows, in a sentence')
  .max(180, 'keep the alt text under 180 characters')

/*
 * The descriptions are for the staff who fill these in: the content editor shows them as hints
 * (server/admin/content/decap-fields.ts).
 */
export const PhotoSchema = z.strictObject({
  /** How pages name the photo (`photo: irvine-office`). */
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens')
    .describe(
      'A short name for the photo, in lowercase words joined by hyphens (irvine-front-desk); a page shows it when its Photo field says this name',
    ),
  /** The image file, in app/content/photos/ (JPEG, PNG, WebP, AVIF or TIFF). */
  file: z
    .string()
    .regex(/^[\w.-]+\.(jpe?g|png|webp|avif|tiff?)$/i, 'a file name such as irvine-office.jpg')
    .describe('The file name of a picture uploaded under Media, such as irvine-front-desk.jpg'),
  /** What the photo shows, for people who cannot see it: required in every language. */
  alt: z
    .strictObject({ en: alt, es: alt })
    .describe('What the photo shows, in a sentence in each language, for people who cannot see it'),
  /** The point that stays in view when the photo is cropped to its slot, from 0 to 1 across and down. */
  focal: z
    .strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .default({ x: 0.5, y: 0.5 })
    .describe(
      'The point that must stay in view when the photo is cropped: across (x) and down (y), from 0 to 1; 0.5 and 0.5 is the middle',
    ),
  slot: z.enum(Object.keys(photoSlots) as [PhotoSlot, ...PhotoSlot[]]).describe(
    Object.entries(photoSlots)
      .map(
        ([slot, { where }]) => `${slot}: ${where}, at least ${minimumWidth(slot as PhotoSlot)} pixels wide`,
      )
      .join('; '),
  ),
})
export type Photo = z.infer<typeof PhotoSchema>

export const PhotoManifestSchema = z.strictObject({ photos: z.array(PhotoSchema) })

/** One processed photo, as the build records it for the pages (build/photos/photos.json). */
export interface ProcessedPhoto {
  id: string
  slot: PhotoSlot
  alt: { en: string; es: string }
  /** The largest image's size: the `<img>`'s width and height, so its space is kept while it loads. */
  width: number
  height: number
  sources: Record<'avif' | 'webp' | 'jpeg', { url: string; width: number }[]>
  /** A tiny blurred version as a data: URL, shown until the photo arrives. */
  placeholder: string
}
