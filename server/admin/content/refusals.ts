import type { Language } from '#shared/languages'
import { MAX_UPLOAD_BYTES, type UploadRefusal } from './media'

/**
 * The editor API's refusals that are not about a field, in the staff member's words: a page
 * changed by someone else meanwhile, what the editor does not do (rename, delete), a picture
 * refused, the editor closed. Decap shows none of them; the page's script does, above the form.
 */
export interface RefusalWords {
  notSaved: (count: number) => string
  stale: string
  rename: string
  delete: string
  notContent: string
  checkFailed: string
  closed: (files: string) => string
  upload: Record<UploadRefusal, string>
  uploadName: string
  pictureTaken: (name: string, free: string) => string
  pictureRace: (name: string) => string
  tooManyUploads: (minutes: number) => string
}

const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024

export const refusalWords: Record<Language, RefusalWords> = {
  en: {
    notSaved: (count) =>
      count === 1
        ? 'Not saved: one thing to change, listed here with the page and the field.'
        : `Not saved: ${count} things to change, listed here with the page and the field.`,
    stale:
      'Not saved: someone else changed this page after you opened it, and saving would undo their change. Copy what you wrote, reload the page, and make your change again.',
    rename: 'A page cannot be renamed in the editor: its file name is how other pages link to it.',
    delete: 'Deleting is not possible in the editor: ask whoever maintains the site.',
    notContent: 'This is not a page or a file the editor may change.',
    checkFailed: 'Not saved: the save could not be checked just now. Save again in a moment.',
    closed: (files) =>
      `The editor is closed: the content folder holds files it does not open (${files}). Ask whoever maintains the site to fix or remove them.`,
    upload: {
      'too-large': `The picture is larger than ${megabytes} MB: make it smaller and upload it again.`,
      'not-a-picture': 'Only JPEG, PNG and WebP pictures can be uploaded.',
      damaged: 'The picture could not be read: it is damaged or not a picture.',
    },
    uploadName: 'Name the picture with lowercase words joined by hyphens, ending in .jpg, .png or .webp.',
    pictureTaken: (name, free) =>
      `A picture named ${name} is already uploaded, and pictures are never replaced (pages may show it). Give the new picture another name, such as ${free}, and upload it again.`,
    pictureRace: (name) => `A picture named ${name} was uploaded meanwhile: give yours another name.`,
    tooManyUploads: (minutes) =>
      `Too many pictures uploaded in a short time: try again in ${minutes} minutes.`,
  },
  es: {
    notSaved: (count) =>
      count === 1
        ? 'No se guardó: hay una cosa que cambiar; aquí se indica la página y el campo.'
        : `No se guardó: hay ${count} cosas que cambiar; aquí se indican la página y el campo de cada una.`,
    stale:
      'No se guardó: otra persona cambió esta página después de que usted la abrió, y guardar desharía su cambio. Copie lo que escribió, vuelva a cargar la página y haga su cambio otra vez.',
    rename:
      'En el editor no se puede cambiar el nombre de una página: otras páginas la enlazan por el nombre de su archivo.',
    delete: 'En el editor no se puede borrar: consulte a quien mantiene el sitio.',
    notContent: 'Esto no es una página ni un archivo que el editor pueda cambiar.',
    checkFailed: 'No se guardó: no se pudo revisar en este momento. Vuelva a guardar en un momento.',
    closed: (files) =>
      `El editor está cerrado: la carpeta de contenido tiene archivos que no abre (${files}). Pida a quien mantiene el sitio que los corrija o los quite.`,
    upload: {
      'too-large': `La imagen pesa más de ${megabytes} MB: hágala más pequeña y súbala otra vez.`,
      'not-a-picture': 'Solo se pueden subir imágenes JPEG, PNG y WebP.',
      damaged: 'No se pudo leer la imagen: está dañada o no es una imagen.',
    },
    uploadName:
      'Nombre la imagen con palabras en minúscula unidas por guiones, terminada en .jpg, .png o .webp.',
    pictureTaken: (name, free) =>
      `Ya hay una imagen llamada ${name}, y las imágenes nunca se reemplazan (puede haber páginas que la muestren). Dele otro nombre a la nueva, como ${free}, y súbala otra vez.`,
    pictureRace: (name) => `Mientras tanto se subió una imagen llamada ${name}: dele otro nombre a la suya.`,
    tooManyUploads: (minutes) =>
      `Se subieron demasiadas imágenes en poco tiempo: vuelva a intentarlo en ${minutes} minutos.`,
  },
}
