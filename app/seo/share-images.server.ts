import { pagesOf } from '#shared/content/registry.server'
import { languages } from '#shared/languages'
import { allShareImages, pageShareImage, type ShareImage } from './share-image'

/** Every share image the build makes: one per family and language, and one per location page. */
export function shareImagesToMake(): ShareImage[] {
  const locations = languages.flatMap((language) =>
    pagesOf('location', language).flatMap((page) => {
      const front = page.data[language]
      if (!front) return []
      return pageShareImage({
        id: page.id,
        family: page.family,
        language,
        front: { heading: front.heading, office: front.type === 'location' ? front.office : undefined },
      })
    }),
  )
  return [...allShareImages(), ...locations]
}
