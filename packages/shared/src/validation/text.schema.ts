import { z } from 'zod';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 controls (NUL included) and DEL; a multi-line field keeps tab, line feed and carriage return. */
function isForbiddenControl(code: number, multiline: boolean): boolean {
  if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) return false;
  return code < 0x20 || code === 0x7f;
}

/** The params a forbidden-character issue carries, so the shared issue map can name it. */
export const FORBIDDEN_CHARACTERS = 'forbiddenCharacters';

/** True when the text holds no control character (bar newline/tab when multi-line) and no lone surrogate. */
export function isCleanText(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isForbiddenControl(code, multiline)) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++; // a well-formed pair
    } else if (code >= 0xdc00 && code <= 0xdfff) return false;
  }
  return true;
}

type TextOptions = {
  max: number;
  /** Allows newline, carriage return and tab (descriptions, address lines). */
  multiline?: boolean;
  /** Passwords keep their spaces; every other field is trimmed. */
  trim?: boolean;
  /** The form's own message for a missing or invalid value (spec §5); other issues keep the shared wording. */
  message?: string;
};

const isCharacterIssue = (issue: { code?: string; params?: Record<string, unknown> }) =>
  issue.code === 'custom' && issue.params?.reason === FORBIDDEN_CHARACTERS;

/**
 * Every text field of an API contract: trimmed, bounded, and free of control characters and lone
 * surrogates, which PostgreSQL refuses (NUL) or which no shopper types.
 */
export function text({ max, multiline = false, trim = true, message }: TextOptions) {
  const base = z.string({ error: message ? (issue) => (isCharacterIssue(issue) ? undefined : message) : undefined });
  return (trim ? base.trim() : base)
    .max(max)
    .refine((value) => isCleanText(value, multiline), { params: { reason: FORBIDDEN_CHARACTERS } });
}
