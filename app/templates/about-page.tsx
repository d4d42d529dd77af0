import type { LayoutData } from '#app/view/page-data'
import { ArticleLayout } from './article-layout'
import { TeamSection } from './team-section'

/** /about: the practice's story, its last section ("Our team") followed by the people. */
export function AboutPage({ page }: { page: LayoutData<'about'> }) {
  return <ArticleLayout page={page} afterBody={<TeamSection team={page.team} />} />
}
