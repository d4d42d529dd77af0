/**
 * A page's Markdown as the preview shows it, as visitors read it: a heading's anchor (`{#symptoms}`,
 * which the site turns into the section's address) is not printed, and a link to another page of
 * the site (`[words](page:conditions/stye#causes)`) leads to that page under its title instead of
 * showing the code. Pure text in, text out: the preview's Markdown renderer does the rest.
 */

/** A page the editor knows: its id (`conditions/stye`) and its label ("Stye · Condition"). */
export interface PreviewPage {
  value: string | number
  label: string
}

const ANCHOR = /^(#{1,6}[ \t]+.*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm
const PAGE_LINK = /\]\(page:([a-z0-9/-]+)(#[\w-]+)?\)/g

/** Markdown's title of a link: quotes and backslashes escaped. */
const linkTitle = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`

export function previewText(markdown: string, pages: readonly PreviewPage[]): string {
  const titles = new Map(pages.map((page) => [String(page.value), page.label.split(' · ')[0] ?? page.label]))
  return markdown
    .replace(ANCHOR, '$1')
    .replace(PAGE_LINK, (_: string, id: string, anchor: string | undefined) => {
      const title = titles.get(id)
      return title ? `](#${(anchor ?? '').slice(1)} ${linkTitle(title)})` : '](#)'
    })
}
