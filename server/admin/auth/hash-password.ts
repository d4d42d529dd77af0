// Prints the hash to put in ADMIN_PASSWORD_HASH: npm run admin:hash -- 'a long passphrase'
import { OWNER_USERNAME } from '../users/store'
import { hashPassword } from './password'
import { adminI18n } from '../i18n'
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './password-policy'

const password = process.argv[2]
if (!password) {
  console.error('Give the owner’s password: npm run admin:hash -- "a few unrelated words"')
  process.exit(1)
}
// The owner's password opens everything: it meets the same rule as everyone else's.
const problem = await passwordProblem(password, OWNER_USERNAME)
if (problem) {
  console.error(adminI18n('en').say(`password.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }))
  process.exit(1)
}
console.log(await hashPassword(password))
