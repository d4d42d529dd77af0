/** Where the visitor's language is stored (SPEC §3: under the key `language`). */
export const LANGUAGE_STORAGE_KEY = 'language'
