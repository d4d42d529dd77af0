import { z } from 'zod'

// No compiled validators: zod would build them with `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') forbids. Every schema that runs in the browser imports zod from here.
z.config({ jitless: true })

export { z }
