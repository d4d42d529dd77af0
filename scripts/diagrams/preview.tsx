// Writes an HTML sheet of every diagram in both languages and both themes, for looking at them
// while drawing: `npx tsx scripts/diagrams/preview.tsx [out.html] [key...]`, then open the file
// (or screenshot it; see README, "Pictures").
import fs from 'node:fs'
import path from 'node:path'
import type { FigureData } from '#app/content/pictures'
import { diagramKeys, type DiagramKey } from '#app/content/diagram-keys'
import { renderDiagram } from '#app/features/diagrams/render.server'
import { renderOfficeMap } from '#app/features/map/office-map.server'
import { officeIds } from '#shared/practice'
import { languages } from '#shared/languages'

const [out = 'build/diagrams-preview.html', ...only] = process.argv.slice(2)
const keys = only.length > 0 ? (only.filter((key) => key !== 'map') as DiagramKey[]) : [...diagramKeys]
const appCss = fs.readFileSync('app/app.css', 'utf8')
const tokens = ['\n:root {', '\n.dark {'].map((start) => {
  const from = appCss.indexOf(start)
  return appCss.slice(from, appCss.indexOf('}', from) + 1)
})
const css = `${tokens.join('\n')}
${fs.readFileSync('app/features/diagrams/diagrams.css', 'utf8')}
body { margin: 0; font-family: system-ui, sans-serif; }
.sheet { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; background: var(--background); color: var(--foreground); }
figure { margin: 0; width: 360px; border: 1px solid var(--border); border-radius: 12px; padding: 8px; background: var(--card); }
figure svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 13px; color: var(--muted-foreground); margin-top: 4px; }`

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
        return `<figure id="${theme}-${id}-${language}">${figure.svg}<figcaption>${id} (${language}): ${figure.caption}</figcaption></figure>`
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
