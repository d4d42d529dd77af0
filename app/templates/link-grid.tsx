import { ArrowRight } from 'lucide-react'
import { LinkLanguage } from '#app/components/link-language'
import type { LinkItem } from '#app/view/page-data'
import { cn } from '#app/lib/utils'

export function LinkGrid({
  items,
  className,
  headingLevel = 3,
}: {
  items: LinkItem[]
  className?: string
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            hrefLang={item.language}
            className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-primary"
          >
            <Heading className="flex items-center justify-between gap-2 font-semibold text-foreground">
              <span>
                {item.title}
                <LinkLanguage language={item.language} />
              </span>
              <ArrowRight
                aria-hidden
                className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
              />
            </Heading>
            {item.summary && (
              <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
                {item.summary}
              </p>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
