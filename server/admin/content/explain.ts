import { families } from '#shared/content/families'
import { LONG_SENTENCE_WORDS } from '#shared/content/quality'
import type { Language } from '#shared/languages'
import type { ProblemCode } from '#shared/content/problem-codes'
import { practice } from '#shared/practice'
import { contentFile, type ContentFile } from './paths'
import type { Problem } from './problems'
import { dataFiles } from './data-files'
import { keyOf, wordsOf } from './decap-fields'
import { languageHalves } from './words'
import { officeNames as listedOffices, summaries, type SummaryContext } from './browser/summaries'
import { itemSummaries } from './config'
import { adminI18n } from '../i18n'
import { sayRedFlag } from './medical-words'
import type { FlagProblem } from '#shared/content/red-flags'

/**
 * A refusal in the staff member's words: which page and which field (as the editor labels them),
 * and what to do, never a pattern, a file path, a list index or a code. The editor page's script
 * shows each beside its field (`locale` and `path` say which: the Spanish pane's "Summary") and
 * all of them above the form.
 */

export interface Explained {
  /** The editor's pane: the page's language in a two-language collection, null elsewhere. */
  locale: Language | null
  /** The field, as a path into the entry's data; null for the page as a whole. */
  path: (string | number)[] | null
  /** Where and what: "Stye (Spanish) › Summary: write at least 40 characters; it has 12." */
  message: string
}

/** What explaining needs to know of the entry: the data of each file, to name the page and list items. */
export interface ExplainContext {
  language: Language
  /** The data of a content file as it was sent (front matter or JSON), when there is one. */
  dataOf: (file: string) => Record<string, unknown> | undefined
  /** The heading most pages of a family give a required section (catalog.ts). */
  sectionHeading: (family: string, language: Language, id: string) => string | undefined
}

type Params = NonNullable<Problem['params']>
const str = (value: Params[string] | undefined) =>
  Array.isArray(value) ? value.join(', ') : String(value ?? '')
const num = (value: Params[string] | undefined) => (typeof value === 'number' ? value : Number(value))

const dayFormat = (language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** "Mon, Nov 30, 2026" / "lun, 30 nov 2026". */
export const sayDay = (day: string, language: Language) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayFormat(language).format(new Date(`${day}T00:00:00Z`)) : day

/** What the editor's lists know to name their items (browser/summaries.ts), in `language`. */
function summaryContext(language: Language, singular?: string): SummaryContext {
  const { t } = adminI18n(language)
  return {
    language,
    offices: practice.offices.map((office) => ({ id: office.id, name: office.name[language] })),
    words: { allOffices: t('editor.allOffices'), newPhoto: t('editor.newPhoto') },
    ...(singular && { singular }),
  }
}

/** Offices by name, as the closures list names them: "Irvine and Santa Ana". */
const officeNames = (ids: Params[string] | undefined, language: Language) =>
  listedOffices(ids, summaryContext(language))

const quote = (text: string, language: Language) => (language === 'es' ? `«${text}»` : `“${text}”`)

/** The sentence of each kind of problem, in each language. */
type Say = (params: Params, language: Language, context: SayContext) => string
interface SayContext {
  format?: string
  family?: string
  explain: ExplainContext
}

const ask: Record<Language, string> = {
  en: 'ask whoever maintains the site.',
  es: 'consulte a quien mantiene el sitio.',
}
const closuresLabel = (language: Language) =>
  dataFiles.find((entry) => entry.name === 'closures')?.label[language] ?? ''

/** A sentence for every code (the compiler checks none is missing), in each language. */
const reasons: Record<ProblemCode, Record<Language, Say>> = {
  missing: { en: () => 'Fill this in.', es: () => 'Complete este campo.' },
  too_small: {
    en: (p) =>
      p.origin === 'array'
        ? `Add at least ${str(p.minimum)}; there ${num(p.length) === 1 ? 'is' : 'are'} ${str(p.length ?? 0)} now.`
        : p.origin === 'number'
          ? `Use ${str(p.minimum)} or more.`
          : `Write at least ${str(p.minimum)} characters; it has ${str(p.length ?? 0)}.`,
    es: (p) =>
      p.origin === 'array'
        ? `Agregue al menos ${str(p.minimum)}; ahora ${num(p.length) === 1 ? 'hay' : 'hay'} ${str(p.length ?? 0)}.`
        : p.origin === 'number'
          ? `Use ${str(p.minimum)} o más.`
          : `Escriba al menos ${str(p.minimum)} caracteres; ahora tiene ${str(p.length ?? 0)}.`,
  },
  too_big: {
    en: (p) =>
      p.origin === 'array'
        ? `Keep at most ${str(p.maximum)}; there are ${str(p.length)} now.`
        : p.origin === 'number'
          ? `Use ${str(p.maximum)} or less.`
          : `Write at most ${str(p.maximum)} characters; it has ${str(p.length)}.`,
    es: (p) =>
      p.origin === 'array'
        ? `Deje como máximo ${str(p.maximum)}; ahora hay ${str(p.length)}.`
        : p.origin === 'number'
          ? `Use ${str(p.maximum)} o menos.`
          : `Escriba como máximo ${str(p.maximum)} caracteres; ahora tiene ${str(p.length)}.`,
  },
  invalid_format: {
    en: (_, __, c) => c.format ?? 'This is not written the way it needs to be.',
    es: (_, __, c) => c.format ?? 'Esto no está escrito como se necesita.',
  },
  invalid_value: { en: () => 'Choose one of the options.', es: () => 'Elija una de las opciones.' },
  invalid_type: { en: () => 'Choose or write a value here.', es: () => 'Elija o escriba un valor aquí.' },
  not_multiple_of: {
    en: () => 'This number is not one the field takes.',
    es: () => 'Este número no es uno que el campo acepte.',
  },
  invalid_union: {
    en: () => 'This is not written in any of the ways the field takes.',
    es: () => 'Esto no está escrito de ninguna de las formas que el campo acepta.',
  },
  invalid_key: {
    en: () => 'Part of this is not written the way it needs to be.',
    es: () => 'Una parte de esto no está escrita como se necesita.',
  },
  invalid_element: {
    en: () => 'Part of this is not written the way it needs to be.',
    es: () => 'Una parte de esto no está escrita como se necesita.',
  },
  custom: {
    en: (_, __, c) => c.format ?? 'This is not written the way it needs to be.',
    es: (_, __, c) => c.format ?? 'Esto no está escrito como se necesita.',
  },
  unrecognized_keys: {
    en: (p) =>
      `The file holds fields the editor does not know (${str(p.keys)}): ask whoever maintains the site.`,
    es: (p) =>
      `El archivo tiene campos que el editor no conoce (${str(p.keys)}): consulte a quien mantiene el sitio.`,
  },
  'unknown-folder': {
    en: () => `This file is in a folder the site does not use: ${ask.en}`,
    es: () => `Este archivo está en una carpeta que el sitio no usa: ${ask.es}`,
  },
  'not-plain-file': {
    en: () => `This is not a plain file (it is a link or another kind of file): ${ask.en}`,
    es: () => `Esto no es un archivo común (es un enlace u otro tipo de archivo): ${ask.es}`,
  },
  'outside-folder': {
    en: () => `This file leads outside the content folder: ${ask.en}`,
    es: () => `Este archivo lleva fuera de la carpeta de contenido: ${ask.es}`,
  },
  'front-matter': {
    en: () => `The fields at the top of this file cannot be read: ${ask.en}`,
    es: () => `No se pueden leer los campos al principio de este archivo: ${ask.es}`,
  },
  'not-json': {
    en: () => `This file cannot be read: restore an earlier version under Revisions, or ${ask.en}`,
    es: () => `Este archivo no se puede leer: restaure una versión anterior en Revisiones, o ${ask.es}`,
  },
  'team-file-name': {
    en: () =>
      'This team file is not named the way the editor names them: add the person in the editor instead.',
    es: () =>
      'Este archivo del equipo no tiene el nombre que el editor les da: agregue a la persona desde el editor.',
  },
  'practice-missing': {
    en: () =>
      `The practice’s file (offices, phones and hours) is missing: restore it under Revisions, or ${ask.en}`,
    es: () =>
      `Falta el archivo de la práctica (oficinas, teléfonos y horarios): restáurelo en Revisiones, o ${ask.es}`,
  },
  'wrong-type': {
    en: () => `This page is not of the kind its folder holds: ${ask.en}`,
    es: () => `Esta página no es del tipo que guarda su carpeta: ${ask.es}`,
  },
  schema: {
    en: () => 'A field of this page is not filled in as it needs to be: open the page and check its fields.',
    es: () =>
      'Un campo de esta página no está completo como se necesita: abra la página y revise sus campos.',
  },
  'no-such-day': {
    en: () => 'That day does not exist: choose it on the calendar.',
    es: () => 'Ese día no existe: elíjalo en el calendario.',
  },
  'date-range': {
    en: (p, l) => `Choose a day from ${sayDay(str(p.earliest), l)} to ${sayDay(str(p.latest), l)}.`,
    es: (p, l) => `Elija un día del ${sayDay(str(p.earliest), l)} al ${sayDay(str(p.latest), l)}.`,
  },
  'closes-before-opens': {
    en: () => 'The closing time comes before the opening time.',
    es: () => 'La hora de cierre es antes de la hora de apertura.',
  },
  'ends-before-start': {
    en: () => 'The last day comes before the first day.',
    es: () => 'El último día es antes del primer día.',
  },
  'closures-overlap': {
    en: (p, l) =>
      `Another entry already covers ${sayDay(str(p.from), l)}${p.to !== p.from ? ` to ${sayDay(str(p.to), l)}` : ''} at ${officeNames(p.offices, l)}: an office has one entry per day.`,
    es: (p, l) =>
      `Otra entrada ya cubre el ${sayDay(str(p.from), l)}${p.to !== p.from ? ` al ${sayDay(str(p.to), l)}` : ''} en ${officeNames(p.offices, l)}: una oficina tiene una entrada por día.`,
  },
  'announcements-overlap': {
    en: (p, l) =>
      `Another announcement shows from ${sayDay(str(p.from), l)} to ${sayDay(str(p.to), l)}: one shows at a time.`,
    es: (p, l) =>
      `Otro aviso se muestra del ${sayDay(str(p.from), l)} al ${sayDay(str(p.to), l)}: se muestra uno a la vez.`,
  },
  'same-id': {
    en: () => 'Two announcements have the same name: ask whoever maintains the site.',
    es: () => 'Dos avisos tienen el mismo nombre: consulte a quien mantiene el sitio.',
  },
  'language-code': {
    en: () => 'Choose languages from the list.',
    es: () => 'Elija los idiomas de la lista.',
  },
  'review-pair': {
    en: () => 'Give both who reviewed the text and the review date, or neither.',
    es: () => 'Indique quién revisó el texto y la fecha de la revisión, o ninguno de los dos.',
  },
  'reserved-path': {
    en: () => 'That address belongs to the site itself: choose another.',
    es: () => 'Esa dirección es del propio sitio: elija otra.',
  },
  'days-not-in-a-row': {
    en: () => 'Choose days in a row, such as Monday to Friday; give other days a block of their own.',
    es: () => 'Elija días seguidos, como de lunes a viernes; ponga los demás días en otro bloque.',
  },
  'day-twice': {
    en: () => 'A day is in two blocks of hours.',
    es: () => 'Un día está en dos bloques de horario.',
  },
  'office-twice': { en: () => 'This office is listed twice.', es: () => 'Esta oficina aparece dos veces.' },
  'offices-missing': {
    en: (p, l) => `Every office must be in the list: ${officeNames(p.offices, l)} is missing.`,
    es: (p, l) => `Todas las oficinas deben estar en la lista: falta ${officeNames(p.offices, l)}.`,
  },
  'unknown-page': {
    en: () => 'The page chosen here does not exist: choose another.',
    es: () => 'La página elegida aquí no existe: elija otra.',
  },
  'unknown-photo': {
    en: () => 'That photo is not in the Photos list: describe it under Photos first, or choose another.',
    es: () => 'Esa foto no está en la lista de Fotos: descríbala primero en Fotos, o elija otra.',
  },
  'photo-not-card': {
    en: () => 'That photo is made for a page’s heading: choose one made for a square card.',
    es: () =>
      'Esa foto está hecha para el encabezado de una página: elija una hecha para una tarjeta cuadrada.',
  },
  'photo-too-small': {
    en: () => 'The picture is too small for where it is shown: upload a larger one, or show it on a card.',
    es: () =>
      'La imagen es demasiado pequeña para donde se muestra: suba una más grande, o muéstrela en una tarjeta.',
  },
  'photo-missing': {
    en: () => 'Choose a picture uploaded under Media.',
    es: () => 'Elija una imagen subida en Medios.',
  },
  'photo-id-twice': {
    en: () => 'Another photo already has this name: choose another.',
    es: () => 'Otra foto ya tiene este nombre: elija otro.',
  },
  'photo-not-plain': {
    en: () => 'That picture is not a plain picture file: upload it again under Media.',
    es: () => 'Esa imagen no es un archivo de imagen común: vuelva a subirla en Medios.',
  },
  'unknown-author': {
    en: () => 'Choose who wrote it from the team.',
    es: () => 'Elija del equipo quién la escribió.',
  },
  'aliases-english': {
    en: () => 'Old addresses go on the English page only.',
    es: () => 'Las direcciones antiguas van solo en la página en inglés.',
  },
  'closest-not-needed': {
    en: () =>
      'This page is in both languages, so readers of the other language need no other page: leave this empty.',
    es: () =>
      'Esta página está en los dos idiomas, así que quien lee el otro idioma no necesita otra página: deje esto vacío.',
  },
  'closest-missing-too': {
    en: () => 'The page chosen here is not in the other language either: choose one that is.',
    es: () => 'La página elegida aquí tampoco está en el otro idioma: elija una que sí esté.',
  },
  'differs-from-english': {
    en: () => 'This must be the same as on the English page.',
    es: () => 'Esto debe ser igual que en la página en inglés.',
  },
  'slug-not-used': {
    en: () => 'Leave this empty: this page’s address comes from its file name.',
    es: () => 'Deje esto vacío: la dirección de esta página sale del nombre de su archivo.',
  },
  'slug-missing': {
    en: () => 'Give the Spanish page a title: its address is made from it.',
    es: () => 'Dé un título a la página en español: su dirección se forma con él.',
  },
  'path-taken': {
    en: (p) => `Another page already has the address ${str(p.path)}: choose another.`,
    es: (p) => `Otra página ya tiene la dirección ${str(p.path)}: elija otra.`,
  },
  'english-missing': {
    en: () => 'Write the English page first: every Spanish page has an English one.',
    es: () => 'Escriba primero la página en inglés: cada página en español tiene una en inglés.',
  },
  'english-only': {
    en: () => 'This kind of page is in English only.',
    es: () => 'Este tipo de página solo está en inglés.',
  },
  'sections-missing': {
    en: (p, l, c) =>
      `The text lacks sections every page of this kind has: ${headings(p, l, c)}. Add them back.`,
    es: (p, l, c) =>
      `Al texto le faltan secciones que tienen todas las páginas de este tipo: ${headings(p, l, c)}. Vuelva a agregarlas.`,
  },
  'unknown-link': {
    en: () =>
      'A link leads to a page that does not exist: write the address of a page of the site again, or remove the link.',
    es: () =>
      'Un enlace lleva a una página que no existe: vuelva a escribir la dirección de una página del sitio, o quite el enlace.',
  },
  'raw-html': {
    en: (p) => `The text holds web code (${str(p.html)}), which pages may not carry: remove it.`,
    es: (p) => `El texto tiene código web (${str(p.html)}), que las páginas no pueden llevar: quítelo.`,
  },
  'heading-one': {
    en: () => 'Use section headings only: the page heading is its own field above.',
    es: () => 'Use solo encabezados de sección: el encabezado de la página es su propio campo, más arriba.',
  },
  'unsafe-link': {
    en: () =>
      'A link leads somewhere pages may not link to: use a page of the site, an address starting with https://, an email or a phone number.',
    es: () =>
      'Un enlace lleva a un lugar al que las páginas no pueden enlazar: use una página del sitio, una dirección que empiece con https://, un correo o un teléfono.',
  },
  'unknown-token': {
    en: (p) => `{{${str(p.token)}}} is not one of the site’s fill-ins; they are ${str(p.known)}.`,
    es: (p) => `{{${str(p.token)}}} no es uno de los datos del sitio; son ${str(p.known)}.`,
  },
  'token-closures': {
    en: () =>
      'Write the list of closed days as {{closures FIRST-DAY LAST-DAY}}, for example {{closures 2026-11-20 2027-01-05}}.',
    es: () =>
      'Escriba la lista de días cerrados así: {{closures PRIMER-DÍA ÚLTIMO-DÍA}}, por ejemplo {{closures 2026-11-20 2027-01-05}}.',
  },
  'token-closures-none': {
    en: (p, l) =>
      `There is nothing from ${sayDay(str(p.from), l)} to ${sayDay(str(p.to), l)} under ${quote(closuresLabel(l), l)}: add the days there, or change the dates.`,
    es: (p, l) =>
      `No hay nada del ${sayDay(str(p.from), l)} al ${sayDay(str(p.to), l)} en ${quote(closuresLabel(l), l)}: agregue los días allí, o cambie las fechas.`,
  },
  'language-link': {
    en: () =>
      'A link leads to a page in the other language: link this language’s page, or the note “(in English)” is added for you.',
    es: () =>
      'Un enlace lleva a una página en el otro idioma: enlace la página en este idioma; la nota «(en inglés)» se agrega sola.',
  },
  'few-words': {
    en: (p) =>
      `The page has ${str(p.words)} words; pages of this kind have at least ${str(p.min)}. Add what a patient needs to know.`,
    es: (p) =>
      `La página tiene ${str(p.words)} palabras; las de este tipo tienen al menos ${str(p.min)}. Agregue lo que un paciente necesita saber.`,
  },
  'english-sentence': {
    en: (p) => `This sentence looks like English left in the Spanish text: “${str(p.sentence)}”.`,
    es: (p) => `Esta oración parece inglés que quedó en el texto en español: «${str(p.sentence)}».`,
  },
  'typed-phone': {
    en: () =>
      'A phone number is typed in the text: write {{phone}} instead, so it stays right if the number changes.',
    es: () =>
      'Hay un teléfono escrito en el texto: escriba {{phone}} en su lugar, para que siga correcto si el número cambia.',
  },
  'reading-level': {
    en: (p) => {
      const long = Array.isArray(p.sentences) ? (p.sentences as string[]) : []
      return long.length === 0
        ? 'The text reads harder than patient pages may: shorter sentences and everyday words help.'
        : `Shorter sentences help: ${long.length === 1 ? 'this one is' : `these ${long.length} are`} over ${LONG_SENTENCE_WORDS} words. ${long.map((sentence) => `“${sentence}”`).join(' ')}`
    },
    es: (p) => {
      const long = Array.isArray(p.sentences) ? (p.sentences as string[]) : []
      return long.length === 0
        ? 'El texto es más difícil de leer de lo que pueden ser las páginas para pacientes: ayudan oraciones más cortas y palabras de todos los días.'
        : `Ayudan oraciones más cortas: ${long.length === 1 ? 'esta tiene' : `estas ${long.length} tienen`} más de ${LONG_SENTENCE_WORDS} palabras. ${long.map((sentence) => `«${sentence}»`).join(' ')}`
    },
  },
  'body-too-long': {
    en: (p) =>
      `The text has ${str(p.length)} characters; a page holds at most ${str(p.max)}. Shorten it, or split it into two pages.`,
    es: (p) =>
      `El texto tiene ${str(p.length)} caracteres; una página tiene como máximo ${str(p.max)}. Acórtelo o divídalo en dos páginas.`,
  },
  'red-flag': {
    en: (p, l) => medical(p, l),
    es: (p, l) => medical(p, l),
  },
}

/** A red-flag finding (page-checks: the flag or rule it breaks, and the advice quoted) in words. */
function medical(params: Params, language: Language): string {
  const breaks =
    typeof params.rule === 'string'
      ? { rule: params.rule }
      : { flag: str(params.flag), problem: str(params.problem) as FlagProblem, page: str(params.page) }
  return (
    sayRedFlag({ breaks, quote: str(params.quote) }, language, (text) => quote(text, language)) ??
    (language === 'es'
      ? 'Este consejo médico no dice lo mismo que las páginas de emergencia: revíselo con los doctores.'
      : 'This medical advice does not match the emergency pages: check it with the doctors.')
  )
}

function headings(params: Params, language: Language, context: SayContext) {
  const ids = Array.isArray(params.sections) ? (params.sections as string[]) : []
  return ids
    .map((id) => quote(context.explain.sectionHeading(context.family ?? '', language, id) ?? id, language))
    .join(', ')
}

/** The scope of a file's field keys (words.ts): none for pages, `<name>:` for data files and the team. */
function scopeOf(file: ContentFile): string {
  if (file.kind === 'team') return 'team:'
  if (file.kind === 'data') return `${file.name}:`
  return ''
}

/** What a page or file is called in the editor: its title, the person's name, the file's label. */
function nameOf(file: ContentFile, data: Record<string, unknown> | undefined, language: Language): string {
  if (file.kind === 'data')
    return dataFiles.find((entry) => entry.name === file.name)?.label[language] ?? file.path
  const name = data?.heading ?? data?.title ?? data?.name
  return typeof name === 'string' && name.trim() ? name : file.name
}

/** What the editor calls a file: "Stye (Spanish)", "Elena Márquez", "Photos". */
export function entryName(
  file: ContentFile,
  data: Record<string, unknown> | undefined,
  language: Language,
): string {
  const name = nameOf(file, data, language)
  return file.kind === 'page'
    ? `${name} (${languageHalves[language][file.language].replace(/^(In|En) /, '')})`
    : name
}

/**
 * A list item as the editor's list names it: a closure by its days, offices and reason, an
 * announcement by its days, a photo by what it shows (browser/summaries.ts); others by their place.
 */
function itemName(key: string, item: unknown, index: number, language: Language): string {
  const value = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>
  const singular = wordsOf(key, language)?.singular
  if (Object.hasOwn(itemSummaries, key)) {
    const named = summaries[itemSummaries[key as keyof typeof itemSummaries]](
      value,
      summaryContext(language, singular),
    )
    if (named) return named
  }
  return `${singular ?? (language === 'es' ? 'elemento' : 'item')} ${index + 1}`
}

/** ["Summary"], ["Questions and answers", "question 3", "Answer"]. */
function fieldName(
  scope: string,
  path: readonly (string | number)[],
  data: unknown,
  language: Language,
): string[] {
  const names: string[] = []
  let key = ''
  let value: unknown = data
  for (const part of path) {
    const inner =
      value && typeof value === 'object' ? (value as Record<string | number, unknown>)[part] : undefined
    if (typeof part === 'number') names.push(itemName(keyOf(scope, key), inner, part, language))
    else {
      key = key ? `${key}.${part}` : part
      names.push(wordsOf(keyOf(scope, key), language)?.label ?? part)
    }
    value = inner
  }
  return names
}

export function explain(problem: Problem, context: ExplainContext): Explained {
  const { language } = context
  const file = contentFile(problem.file)
  const data = context.dataOf(problem.file)
  const scope = file ? scopeOf(file) : ''
  // A problem with the text's sections or links is the text's.
  const path =
    problem.path ??
    (['sections-missing', 'unknown-link', 'raw-html', 'heading-one'].includes(problem.code)
      ? ['body']
      : undefined)
  const fieldKey = path ? keyOf(scope, path.filter((part) => typeof part === 'string').join('.')) : ''
  const reason = reasons[problem.code][language](problem.params ?? {}, language, {
    format: wordsOf(fieldKey, language)?.format,
    family: file?.kind === 'page' ? file.family : undefined,
    explain: context,
  })
  const page = file ? entryName(file, data, language) : problem.file
  // A data file's one list is labelled as the file is: "Photos › Photos › …" says it once.
  const where = [page, ...(path ? fieldName(scope, path, data, language) : [])]
    .filter((part, index, parts) => part !== parts[index - 1])
    .join(' › ')
  const bilingual = file?.kind === 'page' && families[file.family].section.es !== null
  return {
    locale: bilingual ? file.language : null,
    path: path ?? null,
    message: `${where}: ${reason}`,
  }
}
