import { cn, itemAt } from '#app/lib/utils'
import type { PictureData } from '#shared/content/pictures'

const srcSet = (images: { url: string; width: number }[]) =>
  images.map((image) => `${image.url} ${image.width}w`).join(', ')

/**
 * A photo in the sizes and formats the build made (AVIF, WebP, JPEG for older browsers), with
 * its width and height so its space is kept while it loads, and a tiny blurred copy behind it
 * until it arrives. Photos below the fold load lazily; the one that can be the largest thing on
 * the first screen (`priority`) is fetched first instead.
 */
export function Picture({
  photo,
  priority = false,
  className,
}: {
  photo: PictureData
  priority?: boolean
  className?: string
}) {
  const fallback = itemAt(photo.sources.jpeg, -1)
  return (
    <div className={cn('relative overflow-hidden rounded-xl bg-muted', className)} data-photo={photo.id}>
      <img
        src={photo.placeholder}
        alt=""
        aria-hidden
        width={photo.width}
        height={photo.height}
        className="absolute inset-0 size-full scale-110 object-cover blur-lg"
      />
      <picture>
        <source type="image/avif" srcSet={srcSet(photo.sources.avif)} sizes={photo.sizes} />
        <source type="image/webp" srcSet={srcSet(photo.sources.webp)} sizes={photo.sizes} />
        <img
          src={fallback.url}
          srcSet={srcSet(photo.sources.jpeg)}
          sizes={photo.sizes}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          className="relative block h-auto w-full"
        />
      </picture>
    </div>
  )
}
