import path from 'node:path'
import { families, familyNames, familyOfFolder, hasSection, type Family } from '#shared/content/families'
import { isLanguage, languages, type Language } from '#shared/languages'
import { dataFiles, TEAM_FOLDER } from './data-files'

/**
 * The files the editor may read and write, and how its paths map to the content folder's.
 * Decap names a bilingual page `<folder>/<language>/<name>.md`; the content folder keeps it at
 * `<language>/<folder>/<name>.md`. Anything else (another extension, `..`, an absolute path, a
 * folder no family owns) is no content file: the API refuses it before touching the disk.
 */

export const PHOTOS_FOLDER = 'photos'

const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*'

export type ContentFile =
  | { kind: 'page'; path: string; family: Family; language: Language; name: string }
  | { kind: 'team'; path: string; name: string }
  | { kind: 'data'; path: string; name: (typeof dataFiles)[number]['name'] }

const bilingualFolder = (folder: string) => {
  const family = familyOfFolder(folder)
  return family !== undefined && hasSection(family, 'es') ? family : undefined
}

/** The content file a path of the editor (or of the content folder) names, or null. */
export function contentFile(editorPath: unknown): ContentFile | null {
  if (typeof editorPath !== 'string' || editorPath.length > 200) return null
  const data = dataFiles.find((file) => file.file === editorPath)
  if (data) return { kind: 'data', path: data.file, name: data.name }
  const team = new RegExp(`^${TEAM_FOLDER}/(${NAME})\\.md$`).exec(editorPath)
  if (team?.[1]) return { kind: 'team', path: editorPath, name: team[1] }
  const page = new RegExp(`^([a-z-]+)/([a-z-]+)/(${NAME})\\.md$`).exec(editorPath)
  if (!page) return null
  const [, first = '', second = '', name = ''] = page
  // Decap's side of a bilingual family: conditions/es/glaucoma.md.
  const bilingual = bilingualFolder(first)
  if (bilingual && isLanguage(second))
    return { kind: 'page', path: `${second}/${first}/${name}.md`, family: bilingual, language: second, name }
  // The content folder's side, and English-only families: en/provider-relations/x.md.
  const family = familyOfFolder(second)
  if (family && isLanguage(first) && hasSection(family, first))
    return { kind: 'page', path: `${first}/${second}/${name}.md`, family, language: first, name }
  return null
}

/** The path Decap knows a content file by. */
export function editorPath(file: ContentFile): string {
  if (file.kind !== 'page' || !hasSection(file.family, 'es')) return file.path
  return `${families[file.family].folder}/${file.language}/${file.name}.md`
}

/** The folders Decap lists, as paths of the content folder: one per language for bilingual families. */
export function foldersOf(editorFolder: string): string[] {
  const family = familyNames().find((name) => families[name].folder === editorFolder)
  if (family && hasSection(family, 'es'))
    return languages.filter((language) => hasSection(family, language)).map((l) => `${l}/${editorFolder}`)
  if (editorFolder === TEAM_FOLDER || editorFolder === PHOTOS_FOLDER) return [editorFolder]
  const [language, folder] = editorFolder.split('/')
  const owner = familyOfFolder(folder ?? '')
  return owner && isLanguage(language) && hasSection(owner, language) ? [editorFolder] : []
}

/** A file of the content folder as an absolute path, never outside it. */
export function onDisk(root: string, relative: string): string {
  const absolute = path.resolve(root, relative)
  if (!absolute.startsWith(path.resolve(root) + path.sep))
    throw new Error(`${relative} is outside the content folder`)
  return absolute
}

/** A photo the editor may name: photos/<name>.<jpg|png|webp>. */
export function photoPath(editorPathValue: unknown): string | null {
  if (typeof editorPathValue !== 'string') return null
  const match = new RegExp(`^/?(?:assets/)?${PHOTOS_FOLDER}/(${NAME})\\.(jpe?g|png|webp)$`, 'i').exec(
    editorPathValue,
  )
  return match ? `${PHOTOS_FOLDER}/${match[1]}.${match[2]?.toLowerCase()}` : null
}
