import { county } from '#app/content/county/orange-county.generated'
import { outlinePoints, project } from '#app/content/county/project'
import { practice, type OfficeId } from '#shared/practice'
import { shareImageSize } from './share-image'
import { escapeXml } from './xml'

/**
 * The SVG template of the share images: the practice's mark and name, the family title in large
 * type, the tagline and the site's host. Rendered to PNG at build time; text is escaped here and
 * wrapped by word, since SVG text does not wrap by itself.
 */

export interface ShareImageText {
  practiceName: string
  title: string
  tagline: string
  host: string
  /** On a location page's image: its office, marked on a map of the county beside the title. */
  office?: OfficeId
}

/** Greedy word wrap to lines of at most `width` characters (a long word gets a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const colors = { from: '#1d5a7a', to: '#0f3b52', text: '#ffffff', soft: '#cde6ef', accent: '#f2c46d' }

/** The county outline with a dot per office and a pin at one, in the image's right-hand column. */
function countyMap(office: OfficeId): string {
  const scale = 330 / county.width
  const [left, top] = [800, 140]
  const at = ([x, y]: readonly [number, number]) =>
    [left + x * scale, top + y * scale].map((v) => v.toFixed(1))
  const outline = `M${outlinePoints()
    .map((p) => at(p).join(' '))
    .join('L')}Z`
  const marks = practice.offices
    .map((candidate) => {
      const [x, y] = at(project([candidate.geo.longitude, candidate.geo.latitude]))
      return candidate.id === office
        ? `<path d="M${x} ${y}c-5 -12 -20 -18 -20 -33a20 20 0 1 1 40 0c0 15 -15 21 -20 33z" fill="${colors.accent}" stroke="${colors.to}" stroke-width="2.5"/><circle cx="${x}" cy="${Number(y) - 33}" r="7" fill="${colors.to}"/>`
        : `<circle cx="${x}" cy="${y}" r="6" fill="${colors.soft}"/>`
    })
    .join('')
  return `<path d="${outline}" fill="#ffffff" fill-opacity="0.12" stroke="${colors.soft}" stroke-width="2.5" stroke-linejoin="round"/>${marks}`
}

export function shareImageSvg({ practiceName, title, tagline, host, office }: ShareImageText): string {
  const { width, height } = shareImageSize
  // Inter Bold at 68px fits about 28 characters in the 1040px text column (18 beside the map).
  const lines = wrapWords(title, office ? 18 : 28).slice(0, 3)
  const titleSize = lines.length > 2 ? 60 : 68
  const lineHeight = Math.round(titleSize * 1.18)
  const titleTop = 330 - ((lines.length - 1) * lineHeight) / 2
  const titleLines = lines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.from}"/>
      <stop offset="1" stop-color="${colors.to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1090" cy="110" r="260" fill="#ffffff" fill-opacity="0.05"/>
  <g transform="translate(80 70)">
    <circle cx="40" cy="40" r="40" fill="#ffffff"/>
    <path d="M12 40s11-17 28-17 28 17 28 17-11 17-28 17S12 40 12 40z" fill="none" stroke="${colors.from}" stroke-width="5" stroke-linejoin="round"/>
    <circle cx="40" cy="40" r="8" fill="${colors.from}"/>
    <text x="104" y="54" font-family="Inter" font-weight="700" font-size="40" fill="${colors.text}">${escapeXml(practiceName)}</text>
  </g>
  <rect x="80" y="${titleTop - titleSize - 36}" width="96" height="8" rx="4" fill="${colors.accent}"/>
  <text font-family="Inter" font-weight="700" font-size="${titleSize}" fill="${colors.text}">${titleLines}</text>
  ${office ? countyMap(office) : ''}
  <text x="80" y="540" font-family="Inter" font-weight="400" font-size="30" fill="${colors.soft}">${escapeXml(tagline)}</text>
  <text x="80" y="584" font-family="Inter" font-weight="400" font-size="26" fill="${colors.soft}">${escapeXml(host)}</text>
</svg>`
}
