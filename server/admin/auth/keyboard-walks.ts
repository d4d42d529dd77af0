/**
 * Keyboard walks: passwords typed by running a finger along neighboring keys, such as
 * qwertyuiop, asdfghjkl, poiuytrewq, 1qaz2wsx or zaq12wsx, and their repeats. Leaked-password
 * lists hold the famous ones; the rule below catches every variant of the pattern.
 *
 * Keys sit on a US QWERTY layout, each row shifted right of the one above it as on a real
 * keyboard; two keys touch when they are side by side, or on neighbouring rows less than one key
 * apart (q touches 1, 2, w and a).
 */

/** Each row of keys, and how far right of the top row it starts, in key widths. */
const ROWS: [keys: string, offset: number][] = [
  ['1234567890-=', 0],
  ['qwertyuiop[]\\', 0.5],
  ["asdfghjkl;'", 0.75],
  ['zxcvbnm,./', 1.25],
]
/** Shifted characters, and the key that types them: "!" is the 1 key. */
const SHIFTED = new Map(
  Array.from('!@#$%^&*()_+{}|:"<>?').map((key, i) => [key, "1234567890-=[]\\;',./"[i] ?? key]),
)

const keys = new Map<string, { row: number; x: number }>()
ROWS.forEach(([row, offset], index) =>
  Array.from(row).forEach((key, column) => keys.set(key, { row: index, x: column + offset })),
)

function touching(a: string, b: string): boolean {
  const [one, two] = [keys.get(a), keys.get(b)]
  if (!one || !two) return false
  const dx = Math.abs(one.x - two.x)
  return one.row === two.row ? dx === 1 : Math.abs(one.row - two.row) === 1 && dx < 1
}

/** The shortest run of touching keys that counts as a walk; shorter runs are common in words. */
const RUN = 3

/**
 * Whether `text` (lower case, no spaces) is made only of runs of touching keys, each at least
 * three keys long: "qwertyuiop", "1qaz2wsx" (1qaz + 2wsx), "asdfasdf". Words never are: their
 * letters rarely touch for three keys in a row, and never all the way through.
 */
export function isKeyboardWalk(text: string): boolean {
  const typed = Array.from(text, (key) => SHIFTED.get(key) ?? key)
  if (typed.length < RUN || typed.some((key) => !keys.has(key))) return false
  let run = 1
  for (const [i, key] of typed.entries()) {
    if (i === 0) continue
    if (touching(typed[i - 1] ?? '', key)) run++
    else if (run < RUN) return false
    else run = 1
  }
  return run >= RUN
}
