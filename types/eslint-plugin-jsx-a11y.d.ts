// eslint-plugin-jsx-a11y ships no types: only what eslint.config.js uses of it.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint'

  const plugin: ESLint.Plugin & { flatConfigs: { strict: { rules: Linter.RulesRecord } } }
  export default plugin
}
