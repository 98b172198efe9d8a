/**
 * The firm's name with its legal form kept on one line: "… PartG mbB", "GmbH & Co. KG" never
 * break inside (a no-break space joins their words), while the name itself may wrap between words.
 */
const LEGAL_FORMS = /\b(PartG|Co\.|GmbH|Partnerschaft)\s+(mbB|KG|&)(?=\s|$)/g;

export function firmName(name: string): string {
  return name.replace(LEGAL_FORMS, '$1\u00a0$2').replace(/&\s+Co\./g, '&\u00a0Co.');
}

/**
 * Chinese has no spaces, so a long name would break between any two characters ("凯斯特纳·法 /
 * 尔律师事务所"): it may break only after the interpunct of a transliterated name and before the
 * kind of firm ("律师事务所"); each part stays whole.
 */
const CJK_BREAKS = /(?<=·)|(?=律师事务所|律师所|事务所)/u;

export function FirmName({ name }: { name: string }) {
  if (!/\p{Script=Han}/u.test(name)) return <>{firmName(name)}</>;
  const parts = name.split(CJK_BREAKS).filter(Boolean);
  if (parts.length < 2) return <>{name}</>;
  return (
    <>
      {parts.map((part, i) => (
        <span key={i} className="nowrap">
          {part}
        </span>
      ))}
    </>
  );
}
