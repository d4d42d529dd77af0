import type { FigureData } from '#app/content/pictures'
import { cn } from '#app/lib/utils'

/**
 * A picture made at build time, with its caption. The drawing arrives as finished SVG markup in
 * the page's data: nothing here draws, so pictures add no JavaScript. The SVG scales to the
 * figure's width and keeps its proportions, so the space it takes is known before it paints.
 */
export function Figure({ figure, className }: { figure: FigureData; className?: string }) {
  return (
    <figure
      className={cn('rounded-xl border border-border bg-card p-2 sm:p-3', className)}
      data-figure={figure.key}
    >
      <div
        className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: figure.svg }}
      />
      <figcaption className="mt-3 text-sm leading-relaxed text-muted-foreground">{figure.caption}</figcaption>
    </figure>
  )
}
