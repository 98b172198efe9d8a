/** Honorifics and particles that are not part of a monogram. */
const SKIP = /^(dr|prof|mag|ing|dipl|ll\.?m|mba|von|van|de|der|zu)\.?$/i;
const HAN = /\p{Script=Han}/u;

/**
 * A person's initials for a monogram: first and last name ("Dr. Felix Aurich" → "FA"), the
 * family name's first character for a name in Chinese script ("王珊" → "王").
 */
export function initials(name: string): string {
  const trimmed = name.replace(/[，,]?\s*博士$/, '').trim();
  if (HAN.test(trimmed)) return [...trimmed.replace(/\s+/g, '')][0] ?? '';
  const words = trimmed.split(/[\s-]+/).filter((w) => w && !SKIP.test(w) && /\p{L}/u.test(w));
  if (!words.length) return '';
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The stand-in for a portrait: the initials in the heading serif, brass on deep navy, in a thin
 * frame. Decorative (the name is next to it).
 */
export function Monogram({ name, className }: { name: string; className?: string }) {
  const letters = initials(name);
  return (
    <div className={className ? `monogram ${className}` : 'monogram'} aria-hidden="true" data-testid="monogram">
      <span className="monogram__letters" lang={HAN.test(letters) ? 'zh-CN' : undefined}>
        {letters}
      </span>
    </div>
  );
}
