import type { FigureData } from '#shared/content/pictures'
import { cn } from '#app/lib/utils'

/**
 * A picture made at build time, with its caption. The drawing arrives as finished SVG markup in
 * the page's data: nothing here draws, so pictures add no JavaScript. The SVG scales to the
 * figure's width and keeps its proportions, so the space it takes is known before it paints.
 *
 * Scaled down to a phone's width, or beside text the reader has made larger, the labels in the
 * drawing would be too small to read: there the figure (a size container, diagrams.css) shows
 * their numbers in the drawing and lists the labels under it, as text of the page's size.
 */
export function Figure({ figure, className }: { figure: FigureData; className?: string }) {
  return (
    <figure
      className={cn('dg-figure rounded-xl border border-border bg-card p-2 sm:p-3', className)}
      data-figure={figure.key}
    >
      {/* The drawing's numbers and the key's are for the eye: search indexes the labels alone. */}
      <div
        className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        data-pagefind-ignore
        dangerouslySetInnerHTML={{ __html: figure.svg }}
      />
      {figure.labels && figure.labels.length > 0 && (
        <ol className="dg-key">
          {figure.labels.map((label, index) => (
            <li key={label}>
              <span aria-hidden="true" data-pagefind-ignore>
                {index + 1}
              </span>
              {label}
            </li>
          ))}
        </ol>
      )}
      <figcaption className="mt-3 text-sm leading-relaxed text-muted-foreground">{figure.caption}</figcaption>
    </figure>
  )
}
