/**
 * Text as the database can keep it and people can read it: control characters removed (NUL, which
 * PostgreSQL refuses in text, and the other C0 controls and DEL; tab, newline and carriage return
 * stay), lone UTF-16 surrogates (half of an emoji) replaced by U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(value: string): string {
  return value.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Every string in a JSON value (keys included) cleaned, at any depth; other values as they are. */
export function cleanDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cleanDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), cleanDeep(item, depth + 1)]));
}
