import path from 'node:path'
import type { Language } from '#shared/languages'
import { practice } from '#shared/practice'
import { parseFrontmatter } from '#shared/content/frontmatter'
import { isContentFile, readContentText } from '#shared/content/files'
import { entryName } from './explain'
import { contentFile, onDisk, PHOTOS_FOLDER } from './paths'
import type { Revision } from './revisions'

/**
 * What the revisions page says, in the staff member's language: each save named by the page's
 * title (or the person's name, or the data file's label) rather than its file, by the name of who
 * made it, at a time in the practice's time zone with the zone written out, and what kind of
 * change it was (a save, a restore, a photo upload). Everything here is text: hono's `html`
 * escapes it where the page puts it.
 */

export type RevisionKind = 'save' | 'restore' | 'upload' | 'other'

/** What a commit of the editor was, from the message the editor wrote (api.ts, routes.ts). */
export function kindOf(message: string): RevisionKind {
  if (message.startsWith('Edit ')) return 'save'
  if (message.startsWith('Restore ')) return 'restore'
  if (message.startsWith('Upload ')) return 'upload'
  return 'other'
}

const stampFormats = new Map<Language, Intl.DateTimeFormat>()

/** "Nov 3, 2026, 9:15 AM PST", "3 nov 2026, 9:15 a.m. PST": the practice's clock, its zone said. */
export function stamp(at: number, language: Language): string {
  let format = stampFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: practice.timeZone,
    })
    stampFormats.set(language, format)
  }
  return format.format(new Date(at))
}

/** The front matter of a content file as it is now, or nothing (gone, not plain, unreadable). */
function currentData(root: string, relative: string): Record<string, unknown> | undefined {
  try {
    const file = onDisk(root, relative)
    if (!isContentFile(root, file)) return undefined
    const text = readContentText(root, file)
    if (relative.endsWith('.json')) return undefined
    return parseFrontmatter(text, relative).data
  } catch {
    return undefined
  }
}

/**
 * How the list names what a revision changed: "Stye (Spanish)", "Elena Márquez", "Photos",
 * "Photo lobby.jpg". Read from the file as it is now; the file's own name when it is gone.
 */
export function revisionName(root: string, revision: Revision, language: Language): string {
  if (revision.path.startsWith(`${PHOTOS_FOLDER}/`) && !revision.path.endsWith('.json'))
    return `${historyWords[language].photo} ${path.posix.basename(revision.path)}`
  const file = contentFile(revision.path)
  if (!file) return revision.path
  return entryName(file, currentData(root, revision.path), language)
}

export const historyWords = {
  en: {
    title: 'Content: revisions and publishing',
    intro:
      'Every save is kept here, as a commit of the content folder’s own history by the person who made it.',
    openEditor: 'Open the editor',
    update: [
      'A new version of the website brings content of its own.',
      'Look at the update',
      ': nothing the office wrote changes until an owner takes it.',
    ],
    heading: 'Revisions',
    caption: 'Saves, newest first',
    zone: 'Times are the practice’s time in California (Pacific time).',
    none: 'No saves yet.',
    when: 'When',
    what: 'Page or list',
    who: 'Who',
    change: 'Change',
    kinds: {
      save: 'Saved',
      restore: 'Restored an earlier version',
      upload: 'Photo uploaded',
      other: 'Changed',
    } satisfies Record<RevisionKind, string>,
    photo: 'Photo',
    whatChanged: 'What changed',
    website: 'The website',
    restored: 'The earlier version is back and saved as a new revision. Publish to show it to visitors.',
    revisionOf: (name: string) => `Revision of ${name}`,
    by: (at: string, who: string) => `${at}, by ${who}.`,
    all: 'All revisions',
    notFound: 'Revision not found',
    legend: 'Lines marked − were taken out (red); lines marked + were put in (green).',
    removed: 'Removed:',
    added: 'Added:',
    changes: 'Changes',
    created: 'This save created the file: there is no earlier version to restore.',
    restore: 'Restore the version before this change',
    confirmTitle: 'Restore an earlier version?',
    confirm: (name: string, at: string) =>
      `“${name}” will go back to how it was before the change of ${at}. The text it has now stays in the revisions, so this can be undone too. Visitors see it after the next publish.`,
    yes: 'Yes, restore it',
    cancel: 'Cancel',
    nothing: 'Nothing to restore',
    noEarlier: 'That revision has no earlier version.',
  },
  es: {
    title: 'Contenido: revisiones y publicación',
    intro:
      'Aquí se guarda cada cambio, en el historial de la carpeta de contenido, con el nombre de quien lo hizo.',
    openEditor: 'Abrir el editor',
    update: [
      'Una versión nueva del sitio web trae contenido propio.',
      'Vea la actualización',
      ': nada de lo que escribió el consultorio cambia hasta que un propietario la acepte.',
    ],
    heading: 'Revisiones',
    caption: 'Cambios guardados, los más recientes primero',
    zone: 'Las horas son las del consultorio en California (hora del Pacífico).',
    none: 'Todavía no hay cambios guardados.',
    when: 'Cuándo',
    what: 'Página o lista',
    who: 'Quién',
    change: 'Cambio',
    kinds: {
      save: 'Guardó',
      restore: 'Restauró una versión anterior',
      upload: 'Subió una foto',
      other: 'Cambió',
    } satisfies Record<RevisionKind, string>,
    photo: 'Foto',
    whatChanged: 'Qué cambió',
    website: 'El sitio web',
    restored:
      'La versión anterior está de vuelta y se guardó como una revisión nueva. Publique para que la vean los visitantes.',
    revisionOf: (name: string) => `Revisión de ${name}`,
    by: (at: string, who: string) => `${at}, por ${who}.`,
    all: 'Todas las revisiones',
    notFound: 'No se encontró la revisión',
    legend: 'Las líneas marcadas con − se quitaron (en rojo); las marcadas con + se agregaron (en verde).',
    removed: 'Se quitó:',
    added: 'Se agregó:',
    changes: 'Cambios',
    created: 'Este cambio creó el archivo: no hay una versión anterior que restaurar.',
    restore: 'Restaurar la versión de antes de este cambio',
    confirmTitle: '¿Restaurar una versión anterior?',
    confirm: (name: string, at: string) =>
      `«${name}» volverá a estar como antes del cambio del ${at}. El texto que tiene ahora queda en las revisiones, así que esto también se puede deshacer. Los visitantes lo verán después de la próxima publicación.`,
    yes: 'Sí, restaurarla',
    cancel: 'Cancelar',
    nothing: 'No hay nada que restaurar',
    noEarlier: 'Esa revisión no tiene una versión anterior.',
  },
} satisfies Record<Language, Record<string, unknown>>

/** The publish panel of the revisions page. */
export const publishWords = {
  en: {
    heading: 'Publish',
    intro:
      'Saved changes reach visitors when the site is published: the whole site is built again in the background, then swapped in at once.',
    states: {
      idle: 'Not published since the server started.',
      queued: 'Waiting to build…',
      building: 'Building the site… (a few minutes; visitors see the current version meanwhile)',
      done: 'Published: visitors now see the new version.',
      failed: 'The last publish failed. Visitors still see the previous version.',
    },
    queued: ' Another publish is queued after this one.',
    publish: 'Publish',
    again: 'Publish again after this build',
  },
  es: {
    heading: 'Publicar',
    intro:
      'Los cambios guardados llegan a los visitantes cuando se publica el sitio: todo el sitio se vuelve a armar por detrás y luego se cambia de una vez.',
    states: {
      idle: 'No se ha publicado desde que arrancó el servidor.',
      queued: 'Esperando para armar el sitio…',
      building: 'Armando el sitio… (unos minutos; mientras tanto los visitantes ven la versión actual)',
      done: 'Publicado: los visitantes ya ven la versión nueva.',
      failed: 'La última publicación falló. Los visitantes siguen viendo la versión anterior.',
    },
    queued: ' Hay otra publicación en espera después de esta.',
    publish: 'Publicar',
    again: 'Publicar otra vez después de esta',
  },
} as const
