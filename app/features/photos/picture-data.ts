/** A photo as a page's data carries it: its images, its alt text in the page's language. */
export interface PictureData {
  id: string
  alt: string
  width: number
  height: number
  /** How wide the photo is shown at each screen width, for the browser's choice of image. */
  sizes: string
  sources: Record<'avif' | 'webp' | 'jpeg', { url: string; width: number }[]>
  placeholder: string
}
