import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { families, familyNames } from '#shared/content/families'
import { ConditionSchema } from '#shared/content/schema'
import { TeamMemberSchema } from '#shared/content/data-schema'
import { dataFiles, decapConfig, familyFields } from './config'
import { decapFields, editorFieldPaths, schemaFieldPaths, type DecapField } from './decap-fields'

/** What a schema has that the editor lacks, and the other way round. */
function mismatch(schema: z.ZodType, fields: readonly DecapField[]) {
  const inSchema = new Set(schemaFieldPaths(schema))
  const inEditor = new Set(editorFieldPaths(fields))
  return {
    notInEditor: [...inSchema].filter((path) => !inEditor.has(path)),
    notInSchema: [...inEditor].filter((path) => !inSchema.has(path)),
  }
}
const none = { notInEditor: [], notInSchema: [] }

describe('the editor configuration', () => {
  const config = decapConfig()

  it.each(familyNames())('has exactly the fields of the %s family’s schema, and its body', (family) => {
    const fields = familyFields(family)
    expect(
      mismatch(
        families[family].schema,
        fields.filter((field) => field.name !== 'body'),
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

  it('explains a field with its schema’s description: the photo list says what to type, and why a value is refused', () => {
    const settings = config.collections.find((collection) => collection.name === 'settings')
    const photos = settings?.files?.find((file) => file.file === 'photos/photos.json')?.fields ?? []
    const entry = photos.find((field) => field.name === 'photos')?.fields ?? []
    const byName = (name: string) => entry.find((field) => field.name === name)
    expect(byName('file')).toMatchObject({
      widget: 'string',
      hint: expect.stringContaining('uploaded under Media'),
      pattern: [expect.any(String), expect.stringContaining('uploaded under Media')],
    })
    expect(byName('slot')?.hint).toMatch(
      /header: .*at least 1280 pixels wide; card: .*at least 640 pixels wide/,
    )
    // A description and a length limit: both are said.
    const described = decapFields(z.object({ note: z.string().max(40).describe('A word to the front desk') }))
    expect(described?.[0]?.hint).toBe('A word to the front desk (at most 40 characters)')
    expect(familyFields('condition').find((field) => field.name === 'photo')?.hint).toMatch(/under .*Photos/)
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
    expect(byName('summary')).toMatchObject({ widget: 'text', i18n: true, hint: '40–600 characters' })
    expect(byName('title')).toMatchObject({
      widget: 'string',
      pattern: ['^[\\s\\S]{10,60}$', '10–60 characters'],
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
