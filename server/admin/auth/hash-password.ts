// Prints the hash to put in ADMIN_PASSWORD_HASH: npm run admin:hash -- 'a long passphrase'
import { hashPassword } from './password'

const password = process.argv[2]
if (!password || password.length < 12) {
  console.error('Give a password of at least 12 characters: npm run admin:hash -- "your passphrase"')
  process.exit(1)
}
console.log(await hashPassword(password))
