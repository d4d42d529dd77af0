import type { MetaDescriptor } from 'react-router'
import type { MedicalFacts } from '#app/seo/medical-facts'
import type { Family, Language } from './families'
import type { Frontmatter } from './schema'

/**
 * Everything a template needs for one page in one language, computed at build time by the
 * route loaders and serialized into the prerendered HTML (and the `.data` file for client
 * navigation). Templates never touch the registry or the file system.
 */

export interface LinkItem {
  href: string
  title: string
  /** One-line description, for lists. */
  summary?: string
  /** Extra grouping key: condition category, emergency urgency... */
  group?: string
}

export interface PageData {
  id: string
  family: Family
  language: Language
  /** Canonical path of this page in this language. */
  path: string
  canonicalUrl: string
  /** Paths of the same page in each language it exists in. */
  alternates: Partial<Record<Language, string>>
  noindex: boolean
  front: Frontmatter
  html: string
  /** Symptom and treatment names of conditions, how a procedure is done: for structured data, at build time only. */
  medical?: MedicalFacts
  sections: { id: string; title: string }[]
  faq: { question: string; answerHtml: string }[]
  related: LinkItem[]
  breadcrumbs: LinkItem[]
  emergencyLink: LinkItem | null
  /** Pages listed by index templates, by list name (items, locations). */
  listings: Record<string, LinkItem[]>
  /** Highlight cards of core pages, resolved to links. */
  cards: LinkItem[]
  /**
   * The head's tags (title, canonical, hreflang, social cards, JSON-LD), made at build time by
   * content/meta.server.ts: the browser gets the finished tags, not the code that writes them.
   */
  head: MetaDescriptor[]
}

/** A page before its head is made. */
export type PageBody = Omit<PageData, 'head'>
