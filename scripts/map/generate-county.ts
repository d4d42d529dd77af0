// Writes app/content/county/orange-county.generated.ts from us-atlas with d3-geo. Run by
// scripts/build.mjs; the module is committed, so it is rewritten only when the data or the
// projection changes (a test regenerates it and compares).
import fs from 'node:fs'
import { countyModule } from './county-outline'

const target = 'app/content/county/orange-county.generated.ts'
const source = countyModule()
const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : ''
if (current !== source) {
  fs.writeFileSync(target, source)
  console.log(`Map: wrote ${target}.`)
}
