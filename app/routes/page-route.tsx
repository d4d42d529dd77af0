import type { MetaDescriptor } from 'react-router'

/**
 * What every content route shares. Each layout has its own route module (routes/pages/*), which
 * renders its template from its loader's view model; they all re-export this.
 */

/** The head was made with the page at build time (app/seo/meta.server.ts). */
export const meta = ({ data }: { data: { head: MetaDescriptor[] } | undefined }): MetaDescriptor[] =>
  data?.head ?? []
