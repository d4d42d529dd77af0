// JavaScript a page needs before it is interactive: the scripts its HTML loads and everything
// they import statically, as the browser receives them (brotli bodies, without HTTP headers).
// Chunks loaded later on demand (dialogs, toasts, search, analytics) are not part of it;
// Lighthouse's own "script" total, which counts whatever it saw, is reported beside it.

const assetUrls = (text: string) =>
  [...text.matchAll(/["'(](\/assets\/[\w.-]+\.js)["')]/g)].map(([, url = '']) => url)
const staticImports = (code: string, base: string) =>
  [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)].map(
    ([, specifier = '']) => new URL(specifier, base).pathname,
  )

async function fetchBr(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  const bytes = Number(response.headers.get('content-length'))
  return { bytes, text: await response.text() }
}

/** Compressed bytes of every script the page at `origin + path` loads up front, and their URLs. */
export async function firstLoadScripts(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text()
  // Only the scripts the HTML names at load; `import()` calls inside chunks are on demand.
  const pending = [...new Set(assetUrls(html))]
  const seen = new Map<string, number>()
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (seen.has(url)) continue
    const { bytes, text } = await fetchBr(`${origin}${url}`)
    seen.set(url, bytes)
    pending.push(...staticImports(text, `${origin}${url}`).filter((next) => !seen.has(next)))
  }
  return { bytes: [...seen.values()].reduce((sum, n) => sum + n, 0), files: [...seen.keys()].sort() }
}
