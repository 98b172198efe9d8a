declare global {
  interface String {
    /** Whether the string holds no lone surrogate (ES2024, in Node since 20; the TypeScript lib here is ES2023). */
    isWellFormed(): boolean;
  }
}

/**
 * Why no text column may hold `s`, or null: a NUL character (PostgreSQL cannot store one), or a
 * lone UTF-16 surrogate (JSON's "\ud800" escape: no character; SQLite and PostgreSQL would store
 * U+FFFD in its place). Said as the end of a sentence that names the field.
 */
export function badText(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain NUL characters';
  if (!s.isWellFormed()) return 'must be Unicode text: it holds a lone surrogate (an escape from \\ud800 to \\udfff)';
  return null;
}
