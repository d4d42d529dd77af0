// Writes an HTML sheet of every diagram in both languages and both themes, for looking at them
// while drawing: `npx tsx scripts/diagrams/preview.tsx [out.html] [--width=360] [--text=100] [key...]`,
// then open the file (or screenshot it; see README, "Pictures"). `--width` is the drawing's width in
// CSS pixels (under 336 at the usual text size, the figures show their numbered key) and `--text`
// the reader's text size in percent.
import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import type { FigureData } from '#shared/content/pictures'
import { diagramKeys, type DiagramKey } from '#shared/content/diagram-keys'
import { Figure } from '#app/features/diagrams/figure'
import { renderDiagram } from '#app/features/diagrams/render.server'
import { renderOfficeMap } from '#app/features/map/office-map.server'
import { officeIds } from '#shared/practice'
import { languages } from '#shared/languages'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const [out = 'build/diagrams-preview.html', ...only] = args.filter((arg) => !arg.startsWith('--'))
const width = option('width', 360)
const textSize = option('text', 100)
const keys = only.length > 0 ? (only.filter((key) => key !== 'map') as DiagramKey[]) : [...diagramKeys]
const appCss = fs.readFileSync('app/app.css', 'utf8')
const tokens = ['\n:root {', '\n.dark {'].map((start) => {
  const from = appCss.indexOf(start)
  return appCss.slice(from, appCss.indexOf('}', from) + 1)
})
const css = `${tokens.join('\n')}
${fs.readFileSync('app/features/diagrams/diagrams.css', 'utf8')}
html { font-size: ${textSize}%; }
body { margin: 0; font-family: system-ui, sans-serif; }
.sheet { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; padding: 16px; background: var(--background); color: var(--foreground); }
figure { margin: 0; width: ${width}px; border: 1px solid var(--border); border-radius: 12px; padding: 8px; background: var(--card); }
figure svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 0.8125rem; color: var(--muted-foreground); margin-top: 4px; }`

const pictures: { id: string; render: (language: 'en' | 'es') => FigureData }[] = [
  ...keys.map((key) => ({ id: key, render: (language: 'en' | 'es') => renderDiagram(key, language) })),
  ...(only.length === 0 || only.includes('map')
    ? [undefined, ...officeIds].map((office) => ({
        id: `map${office ? `-${office}` : ''}`,
        render: (language: 'en' | 'es') => renderOfficeMap(language, office),
      }))
    : []),
]

const figures = (theme: string) =>
  pictures
    .flatMap(({ id, render }) =>
      languages.map((language) => {
        const figure = render(language)
        const markup = renderToStaticMarkup(
          <Figure figure={{ ...figure, caption: `${id} (${language}): ${figure.caption}` }} />,
        )
        return markup.replace('<figure ', `<figure id="${theme}-${id}-${language}" `)
      }),
    )
    .join('\n')

fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(
  out,
  `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
<div class="sheet">${figures('light')}</div>
<div class="dark"><div class="sheet">${figures('dark')}</div></div>
</body></html>`,
)
console.log(`Wrote ${out}: ${pictures.length} pictures.`)
