import 'i18next'
import type { InterfaceStrings } from '#shared/locales'

/** Interface-string keys are checked by the compiler: a missing or misspelt key is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: { common: InterfaceStrings }
    keySeparator: false
    nsSeparator: false
  }
}
