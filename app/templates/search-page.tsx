import { PageHeader } from '#app/components/page-header'
import { Prose } from '#app/components/prose'
import type { LayoutData } from '#app/view/page-data'
import { shellRoles, useShellLinks } from '#app/features/navigation/navigation'
import { Island } from '#app/features/islands/island'
import siteSearch from './site-search.island'

/**
 * /search and /es/search: a GET form, results as a list of links (arrow keys move between
 * them), and the topic indexes below. Before hydration (or without script) the form still
 * submits and the page points to the indexes; the form and its results are an island
 * (site-search.tsx), woken when the visitor reaches for the field, or at once when the page opens
 * with ?q=, which then runs.
 */
export function SearchPage({ page }: { page: LayoutData<'search'> }) {
  const emergency = useShellLinks()[shellRoles.emergency].href
  return (
    <>
      <PageHeader
        breadcrumbs={page.breadcrumbs}
        heading={page.front.heading}
        summary={page.front.summary}
        language={page.language}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Island
          island={siteSearch}
          props={{ path: page.path, phone: page.phone, emergency }}
          when={['interaction', 'query']}
        />
        <Prose html={page.html} className="mt-12" />
      </div>
    </>
  )
}
