/**
 * JavaScript regular expressions (what services pass as $regex) as patterns for SQLite's REGEXP, whose engine
 * (ext/misc/regexp.c, built into libsql) has classes, escapes, anchors, groups, alternation and repetition but no
 * flags: the `i` flag becomes letter classes (`a` → `[aA]`). Lookaround, backreferences and the `m`/`s` flags do not
 * exist there and are refused rather than silently matched differently.
 */
export function toSqliteRegex(source: string, flags: string): string {
  const unsupported = flags.replace(/[giuy]/g, '');
  if (unsupported) throw new Error(`Unsupported regular expression flags: ${unsupported}`);
  if (/\(\?|\\[1-9]|\\k</.test(source)) throw new Error(`Unsupported regular expression: ${source}`);
  const caseless = flags.includes('i');

  let pattern = '';
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') {
      const escaped = source[i + 1] ?? '';
      // JavaScript's identity escapes (`\-`, `\/`) are plain characters; SQLite's engine refuses them.
      pattern += inClass || /[A-Za-z0-9]/.test(escaped) || KNOWN_ESCAPES.includes(escaped) ? char + escaped : escaped;
      i += 1;
    } else if (!caseless) {
      if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      pattern += char;
    } else if (inClass) {
      if (char === ']') inClass = false;
      const rangeEnd = source[i + 1] === '-' && source[i + 2] !== ']' ? source[i + 2] : undefined;
      if (rangeEnd !== undefined) {
        pattern += `${char}-${rangeEnd}`;
        if (hasCases(char) && hasCases(rangeEnd)) pattern += `${otherCase(char)}-${otherCase(rangeEnd)}`;
        i += 2;
      } else {
        pattern += hasCases(char) ? char + otherCase(char) : char;
      }
    } else if (char === '[') {
      inClass = true;
      pattern += char;
      if (source[i + 1] === '^') {
        pattern += '^';
        i += 1;
      }
    } else {
      pattern += hasCases(char) ? `[${char}${otherCase(char)}]` : char;
    }
  }
  return pattern;
}

/** Punctuation SQLite's REGEXP accepts after a backslash. */
const KNOWN_ESCAPES = '\\()*.+?[]$^{|}';

const otherCase = (char: string) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase());
const hasCases = (char: string) => char.length === 1 && otherCase(char).length === 1 && otherCase(char) !== char;
