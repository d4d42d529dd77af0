import type { PictureMaker } from '#shared/content/pictures'
import { renderDiagram } from './diagrams/render.server'
import { renderOfficeMap } from './map/office-map.server'
import { pictureFor } from './photos/photos.server'

/** The drawings and photos a page names, made at build time for the page loader. */
export const pagePictures: PictureMaker = { diagram: renderDiagram, photo: pictureFor, map: renderOfficeMap }
