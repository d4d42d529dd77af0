import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { families, familyNames, needsOwnSlug, usedFields } from '#shared/content/families'
import { ConditionSchema } from '#shared/content/schema'
import { TeamMemberSchema } from '#shared/content/data-schema'
import { readCatalog } from './catalog'
import { dataFiles, decapConfig, familyFields as fieldsIn, type EditorData } from './config'
import { decapFields as fieldsOf, editorFieldPaths, schemaFieldPaths, type DecapField } from './decap-fields'

/** What a schema has that the editor lacks, and the other way round. */
function mismatch(schema: z.ZodType, fields: readonly DecapField[], used?: readonly string[]) {
  const inSchema = new Set(
    schemaFieldPaths(schema).filter((path) => !used || used.includes(path.split('.')[0] ?? '')),
  )
  const inEditor = new Set(editorFieldPaths(fields))
  return {
    notInEditor: [...inSchema].filter((path) => !inEditor.has(path)),
    notInSchema: [...inEditor].filter((path) => !inSchema.has(path)),
  }
}
const none = { notInEditor: [], notInSchema: [] }

const data: EditorData = { catalog: readCatalog('app/content'), today: '2026-11-26' }
const familyFields = (family: Parameters<typeof fieldsIn>[0], language: 'en' | 'es' = 'en') =>
  fieldsIn(family, language, data)
const decapFields = (schema: z.ZodType) => fieldsOf(schema, { language: 'en' })

describe('the editor configuration', () => {
  const config = decapConfig('en', data)

  it.each(familyNames())('has exactly the fields of the %s family’s schema, and its body', (family) => {
    const fields = familyFields(family)
    // The fields the family uses: its schema's, less those the family table says it has no use for.
    // The Spanish address only where Spanish addresses have words of their own (the build refuses it elsewhere).
    const used = usedFields(family).filter((name) => name !== 'slug' || needsOwnSlug(family, 'es'))
    expect(
      mismatch(
        families[family].schema,
        fields.filter((field) => field.name !== 'body'),
        used,
      ),
    ).toEqual(none)
    expect(fields.at(-1)?.name).toBe('body')
    expect(config.collections.find((collection) => collection.name === family)?.fields).toEqual(fields)
  })

  it.each(dataFiles.map((file) => [file.name, file] as const))(
    'has exactly the fields of %s’s schema',
    (_name, { name, schema }) => {
      const settings = config.collections.find((collection) => collection.name === 'settings')
      const fields = settings?.files?.find((file) => file.name === name)?.fields ?? []
      expect(mismatch(schema, fields)).toEqual(none)
    },
  )

  it('offers the Spanish page of the language switch only on a page in English alone, chosen by its title', () => {
    const fieldsOf = (family: string) =>
      config.collections.find((collection) => collection.name === family)?.fields ?? []
    for (const family of ['news', 'condition'])
      expect(fieldsOf(family).find((field) => field.name === 'closest')?.widget, family).toBe('hidden')
    const closest = fieldsOf('laser').find((field) => field.name === 'closest')
    expect(closest).toMatchObject({ label: 'Spanish page for the language switch', widget: 'select' })
    expect(closest?.options?.length).toBeGreaterThan(100)
    expect(closest?.pattern).toBeUndefined()
  })

  it('has photos uploaded, not typed: the picture is the Media library’s, and a page or a person picks a photo by what it shows', () => {
    const settings = config.collections.find((collection) => collection.name === 'settings')
    const photos = settings?.files?.find((file) => file.file === 'photos/photos.json')?.fields ?? []
    const entry = photos.find((field) => field.name === 'photos')?.fields ?? []
    const byName = (name: string) => entry.find((field) => field.name === name)
    expect(byName('file')).toMatchObject({
      widget: 'image',
      choose_url: false,
      hint: expect.stringMatching(/Media/),
    })
    expect(byName('file')?.pattern).toBeUndefined()
    expect(byName('id')).toMatchObject({ widget: 'hidden', required: false })
    expect(
      byName('slot')
        ?.options?.map((option) => option.label)
        .join(' '),
    ).toMatch(/1280 × 960 pixels.*640 × 640/)
    const team = config.collections.find((collection) => collection.name === 'team')?.fields ?? []
    for (const photo of [
      team.find((field) => field.name === 'photo'),
      familyFields('condition').find((field) => field.name === 'photo'),
    ])
      expect(photo).toMatchObject({
        widget: 'relation',
        collection: 'settings',
        file: 'photos',
        value_field: 'photos.*.id',
        display_fields: ['photos.*.alt.en'],
      })
    // A length limit is said in words, as a hint and as the refusal.
    expect(decapFields(z.object({ note: z.string().max(40) }))?.[0]).toMatchObject({
      hint: 'At most 40 characters.',
      pattern: [expect.any(String), 'At most 40 characters.'],
    })
  })

  it('offers a news post only the fields news has, its author picked from the team by name, newest first', () => {
    const news = config.collections.find((collection) => collection.name === 'news')
    const names = familyFields('news').map((field) => field.name)
    for (const unused of ['diagram', 'phoneLine', 'reviewedBy', 'reviewedOn', 'faq', 'searchTerms', 'label'])
      expect(names).not.toContain(unused)
    expect(names).toEqual(expect.arrayContaining(['title', 'date', 'author', 'body']))
    expect(familyFields('news').find((field) => field.name === 'author')).toMatchObject({
      widget: 'relation',
      collection: 'team',
      display_fields: ['name'],
      value_field: '{{slug}}',
    })
    expect(news?.sortable_fields).toContainEqual({ field: 'date', default_sort: 'desc' })
    expect(news?.summary).toMatch(/^\{\{date \| date\('.+'\)\}\} · \{\{title\}\}$/)
    // A condition page keeps the fields news has no use for.
    expect(familyFields('condition').map((field) => field.name)).toEqual(
      expect.arrayContaining(['faq', 'reviewedBy']),
    )
  })

  it('lets a closed day be saved without hours, offices chosen by name, times chosen from a list, in Spanish too', () => {
    const closuresIn = (language: 'en' | 'es') => {
      const settings = decapConfig(language, data).collections.find(
        (collection) => collection.name === 'settings',
      )
      return settings?.files?.find((file) => file.name === 'closures')?.fields[0]
    }
    const list = closuresIn('en')
    const field = (name: string) => list?.fields?.find((inner) => inner.name === name)
    expect(field('hours')).toMatchObject({ widget: 'object', required: false })
    // An optional block's own fields are not each required: an all-day closure leaves them empty.
    expect(field('hours')?.fields?.every((inner) => inner.required === false)).toBe(true)
    expect(field('hours')?.fields?.[0]).toMatchObject({ name: 'opens', widget: 'select' })
    expect(field('hours')?.fields?.[0]?.options).toContainEqual({
      value: '09:00',
      label: expect.stringMatching(/^9:00\sAM$/),
    })
    expect(field('hours')?.fields?.[0]?.pattern).toBeUndefined()
    expect(field('offices')?.options).toContainEqual({ value: 'newport-beach', label: 'Newport Beach' })
    expect(field('from')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    // Each closure named by its day, offices and reason in words (browser/summaries.ts).
    expect(list).toMatchObject({ item_summary: 'closure' })
    const spanish = closuresIn('es')
    expect(spanish?.label).toBe('Días cerrados y horarios especiales')
    expect(spanish).toMatchObject({ item_summary: 'closure' })
    expect(spanish?.fields?.find((inner) => inner.name === 'hours')?.fields?.[0]?.options).toContainEqual({
      value: '09:00',
      label: expect.stringMatching(/^9:00\sa\.\s?m\.$/),
    })
    // A required block keeps its fields required: the editor asks for them.
    const required = fieldsOf(z.object({ hours: z.object({ opens: z.string() }) }), { language: 'en' })
    expect(required?.[0]?.fields?.[0]?.required).toBeUndefined()
  })

  it('shows every date as a calendar day of the practice: a date picker, no time and no “UTC”', () => {
    const all = (fields: readonly DecapField[]): DecapField[] =>
      fields.flatMap((field) => [
        field,
        ...all(field.fields ?? []),
        ...(field.field ? all([field.field]) : []),
      ])
    for (const language of ['en', 'es'] as const) {
      const everyField = decapConfig(language, data).collections.flatMap((collection) => [
        ...all(collection.fields ?? []),
        ...(collection.files ?? []).flatMap((file) => all(file.fields)),
      ])
      const days = everyField.filter((field) => field.widget === 'datetime')
      // Updated, reviewed, a post's date, a closure's days, an announcement's days...
      expect(days.length).toBeGreaterThan(10)
      for (const day of days) {
        expect(day, day.name).toMatchObject({
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
        })
        // Decap says "UTC" beside a field whose picker works in UTC, and its "Now" gives UTC's day.
        expect(day, day.name).not.toHaveProperty('picker_utc')
      }
    }
  })

  it('shows the Spanish page’s address in the Spanish column only: the English page’s is its file name', () => {
    const slug = familyFields('news').find((field) => field.name === 'slug')
    expect(slug).toMatchObject({ widget: 'string', i18n: true, only_in: 'es', required: false })
    expect(slug?.hint).not.toMatch(/English page/)
    // Spanish condition pages are at the English page's address (/es/conditions/stye): no such field.
    expect(familyFields('condition').map((field) => field.name)).not.toContain('slug')
  })

  it('names a photo by its file in the photo folder, so a picture chosen and not yet saved shows from the browser’s copy', () => {
    const settings = config.collections.find((collection) => collection.name === 'settings')
    const photos = settings?.files?.find((file) => file.name === 'photos')?.fields[0]
    const file = photos?.fields?.find((field) => field.name === 'file')
    expect(file).toMatchObject({ widget: 'image', media_folder: '/photos' })
    // Decap takes a value starting with "/" for an address on the web and loads it from there:
    // a picture uploaded in this form is not there until the form is saved.
    expect(file?.public_folder).toBe('')
    // The list names each photo by what it shows, or its file, or as a new photo (browser/summaries.ts).
    expect(photos).toMatchObject({ item_summary: 'photo' })
    expect(photos?.summary).toBeUndefined()
    // And each announcement by its days and how it starts.
    const announcements = settings?.files?.find((file) => file.name === 'announcements')?.fields[0]
    expect(announcements).toMatchObject({ item_summary: 'announcement' })
  })

  it('has pages picked by their heading, never an id typed in', () => {
    const related = familyFields('condition').find((field) => field.name === 'related')
    expect(related).toMatchObject({ widget: 'select', multiple: true })
    expect(related?.pattern).toBeUndefined()
    expect(related?.options?.length).toBeGreaterThan(50)
    expect(related?.options).toContainEqual({
      value: 'conditions/glaucoma',
      label: expect.stringMatching(/^Glaucoma.* · condition page$/),
    })
    const emergency = familyFields('condition').find((field) => field.name === 'emergency')
    expect(emergency?.options?.length).toBeGreaterThan(3)
    expect(emergency?.options?.every((option) => String(option.value).startsWith('emergency/'))).toBe(true)
  })

  it('previews pages, and gives the team and the data files the whole width instead of an empty preview', () => {
    const previewed = config.collections.filter((collection) => collection.editor?.preview !== false)
    expect(previewed.map((collection) => collection.name).sort()).toEqual([...familyNames()].sort())
    // "View Live" opens the English page of the entry, or the about page for the team.
    const pathOf = (name: string) => config.collections.find((c) => c.name === name)?.preview_path
    expect(pathOf('condition')).toBe('conditions/{{slug}}')
    expect(pathOf('emergency')).toBe('emergency/{{slug}}')
    expect(pathOf('team')).toBe('about')
  })

  it('has exactly the fields of a team member', () => {
    const team = config.collections.find((collection) => collection.name === 'team')
    expect(mismatch(TeamMemberSchema, team?.fields ?? [])).toEqual(none)
  })

  it('fails when a schema field has no editor field, or an editor field no schema field', () => {
    // A field of a kind the generator cannot show is left out: the comparison must catch it.
    const grown = ConditionSchema.safeExtend({
      internalScore: z.bigint(),
      nested: z.map(z.string(), z.string()),
    })
    expect(mismatch(grown, decapFields(grown) ?? []).notInEditor).toEqual(['internalScore', 'nested'])
    // A hand-added editor field that no schema knows is caught the other way round.
    const extra = [
      ...(decapFields(ConditionSchema) ?? []),
      { name: 'subtitle', label: 'Subtitle', widget: 'string' },
    ]
    expect(mismatch(ConditionSchema, extra).notInSchema).toEqual(['subtitle'])
  })

  it('shows English and Spanish side by side, shared fields once, and limits as hints', () => {
    const fields = familyFields('condition')
    const byName = (name: string) => fields.find((field) => field.name === name)
    expect(byName('summary')).toMatchObject({
      widget: 'text',
      i18n: true,
      hint: expect.stringMatching(/40 to 600 characters\.$/),
    })
    expect(byName('title')).toMatchObject({
      widget: 'string',
      pattern: ['^[\\s\\S]{10,60}$', '10 to 60 characters.'],
    })
    expect(byName('category')).toMatchObject({ widget: 'select', i18n: 'duplicate' })
    expect(byName('type')).toMatchObject({ widget: 'hidden', default: 'condition' })
    expect(byName('updated')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' })
    expect(byName('reviewedBy')).toMatchObject({ required: false })
    expect(byName('faq')).toMatchObject({ widget: 'list', min: 3, max: 6 })
    expect(config.collections.find((c) => c.name === 'condition')).toMatchObject({
      folder: 'conditions',
      i18n: true,
    })
    // English-only families are plain folders of English pages.
    expect(config.collections.find((c) => c.name === 'provider')).toMatchObject({
      folder: 'en/provider-relations',
    })
    expect(config.collections.find((c) => c.name === 'provider')?.i18n).toBeUndefined()
  })
})
