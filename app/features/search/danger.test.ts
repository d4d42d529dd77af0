import { describe, expect, it } from 'vitest'
import { namesTerm, redFlagPages } from './danger'

describe('redFlagPages', () => {
  it('finds the emergency page of a red-flag symptom named in either language', () => {
    expect(redFlagPages('curtain over my vision')).toEqual(['emergency/retinal-detachment'])
    expect(redFlagPages('cortina')).toEqual(['emergency/retinal-detachment'])
    expect(redFlagPages('pérdida repentina de la vista')).toEqual(['emergency/sudden-vision-loss'])
    expect(redFlagPages('sudden loss of vision')).toEqual(['emergency/sudden-vision-loss'])
  })

  it('reads a query as about the eye: a chemical alone is a chemical in the eye', () => {
    expect(redFlagPages('chemical')).toEqual(['emergency/chemical-burn'])
    expect(redFlagPages('químico')).toEqual(['emergency/chemical-burn'])
    expect(redFlagPages('bleach')).toEqual(['emergency/chemical-burn'])
  })

  it('keeps the rules’ look-alikes and second symptoms: no emergency for these', () => {
    expect(redFlagPages('eye shadow allergy')).toEqual([])
    expect(redFlagPages('eye pain')).toEqual([])
    expect(redFlagPages('newborn')).toEqual([])
    expect(redFlagPages('dry eye')).toEqual([])
  })

  it('names a second symptom when the query has it', () => {
    expect(redFlagPages('eye pain and nausea')).toEqual(['emergency/acute-angle-closure-glaucoma'])
    expect(redFlagPages('newborn with pus in the eye')).toEqual(['emergency/newborn-eye-infection'])
  })
})

describe('namesTerm', () => {
  it('is true when the query holds every word of one term, in any form', () => {
    expect(namesTerm(['flashes'], ['flashes', 'flashing lights'])).toBe(true)
    expect(namesTerm(['new', 'floaters', 'today'], ['new floaters'])).toBe(true)
    expect(namesTerm(['destellos'], ['destello'])).toBe(true)
  })

  it('is false when a term is only partly typed', () => {
    expect(namesTerm(['glaucoma'], ['glaucoma attack'])).toBe(false)
    expect(namesTerm(['floaters'], [])).toBe(false)
  })
})
