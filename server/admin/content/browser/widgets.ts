import type { Language } from '#shared/languages'
import { decap, plain, type ControlInstance, type ControlProps, type Immutable } from './decap'
import { say, setup, today } from './setup'
import { summaries, type SummaryKind } from './summaries'

/**
 * Decap's own widgets with the few things this editor needs of them, each a subclass of Decap's
 * control registered under its name, so every field of that kind keeps all the rest:
 * - a list whose field has an `item_summary` names its items in words (summaries.ts);
 * - a text whose field is `only_in` one language shows in that language's column only (the
 *   Spanish address of a two-language page: the English page's address is its file name);
 * - a day's "Today" button gives today in the practice's time zone, not in UTC.
 */

type Control = new (props: ControlProps) => ControlInstance

/** Decap's control of a widget, and the rest of its registration. */
function decapWidget(name: string) {
  const widget = decap().CMS.getWidget(name)
  if (!widget) throw new Error(`Decap has no ${name} widget`)
  return { ...widget, control: widget.control as Control }
}

/** Registers `control` for Decap's widget `name`, in place of Decap's own (its preview and options kept). */
function replace(name: string, control: Control) {
  const { preview, schema } = decapWidget(name)
  decap().CMS.registerWidget(name, control, preview, schema)
}

/** Marks a field that belongs to the other column; the page's style hides its whole block (style.ts). */
export const ELSEWHERE = 'data-other-language-only'

export function installWidgets() {
  const { h } = decap()

  const List = decapWidget('list').control
  class SummarisedList extends List {
    objectLabel(item: Immutable): string {
      const field = this.props.field
      const kind = field.get('item_summary') as SummaryKind | undefined
      const summary = kind && summaries[kind]
      if (!summary) return (List.prototype as ControlInstance).objectLabel?.call(this, item) ?? ''
      const { language, offices } = setup()
      return summary((plain(item) ?? {}) as Record<string, unknown>, {
        language,
        offices,
        words: { allOffices: say('allOffices'), newPhoto: say('newPhoto') },
        singular: field.get('label_singular') as string | undefined,
      })
    }
  }
  replace('list', SummarisedList)

  const Text = decapWidget('string').control
  class OneLanguageText extends Text {
    render(): unknown {
      const only = this.props.field.get('only_in') as Language | undefined
      const locale = this.props.locale
      if (only && locale && locale !== only) return h('span', { [ELSEWHERE]: '', hidden: true })
      return (Text.prototype as unknown as { render(): unknown }).render.call(this)
    }
  }
  replace('string', OneLanguageText)

  const DateTime = decapWidget('datetime').control
  class PracticeDay extends DateTime {
    getNow(): string {
      const self = this as unknown as { getFormat(): { inputType: string } }
      if (self.getFormat().inputType === 'date') return today()
      return (DateTime.prototype as unknown as { getNow(): string }).getNow.call(this)
    }
  }
  replace('datetime', PracticeDay)
}
