import { MapPin } from 'lucide-react'
import { cn } from '#app/lib/utils'
import type { MapData } from '#shared/content/pictures'

/**
 * The office map with its caption and a directions link per office. The drawing is finished SVG
 * from the page's data (office-map.server.tsx): the browser computes nothing and loads no tiles.
 */
export function MapFigure({ map, className }: { map: MapData; className?: string }) {
  return (
    <figure className={cn('rounded-xl border border-border bg-card p-2 sm:p-3', className)} data-figure="map">
      <div
        className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: map.svg }}
      />
      <figcaption className="mt-3 text-sm leading-relaxed text-muted-foreground">
        {map.caption}
        <ul className="mt-2 grid gap-1">
          {map.directions.map((link) => (
            <li key={link.office}>
              <a
                href={link.href}
                className={cn(
                  'inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline',
                  link.highlighted ? 'font-semibold' : 'font-medium',
                )}
              >
                <MapPin aria-hidden className="size-4 shrink-0" />
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
