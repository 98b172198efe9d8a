/**
 * The language menu's flags (spec §4) as small inline SVGs: emoji flags render as empty boxes on
 * systems without an emoji font (Windows, most Linux). Decorative: the language's name is beside it.
 */
const FLAGS: Record<string, React.ReactNode> = {
  de_DE: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  en_US: (
    <>
      <rect width="30" height="20" fill="#b22234" />
      <path d="M0 2.3h30M0 5.4h30M0 8.5h30M0 11.5h30M0 14.6h30M0 17.7h30" stroke="#fff" strokeWidth="1.54" />
      <rect width="13" height="10.8" fill="#3c3b6e" />
      <g fill="#fff">
        <circle cx="2.2" cy="2" r=".55" />
        <circle cx="5.4" cy="2" r=".55" />
        <circle cx="8.6" cy="2" r=".55" />
        <circle cx="11" cy="2" r=".55" />
        <circle cx="3.8" cy="4.2" r=".55" />
        <circle cx="7" cy="4.2" r=".55" />
        <circle cx="10.2" cy="4.2" r=".55" />
        <circle cx="2.2" cy="6.4" r=".55" />
        <circle cx="5.4" cy="6.4" r=".55" />
        <circle cx="8.6" cy="6.4" r=".55" />
        <circle cx="11" cy="6.4" r=".55" />
        <circle cx="3.8" cy="8.6" r=".55" />
        <circle cx="7" cy="8.6" r=".55" />
        <circle cx="10.2" cy="8.6" r=".55" />
      </g>
    </>
  ),
  zh_CN: (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <path
        fill="#ffde00"
        d="M5 2l.67 2.07h2.18L6.09 5.35l.67 2.08L5 6.15 3.24 7.43l.67-2.08-1.76-1.28h2.18zM10 1l.22.69h.73l-.59.43.23.69-.59-.43-.59.43.23-.69-.59-.43h.73zm2 2l.22.69h.73l-.59.43.23.69-.59-.43-.59.43.23-.69-.59-.43h.73zm0 3l.22.69h.73l-.59.43.23.69-.59-.43-.59.43.23-.69-.59-.43h.73zm-2 2l.22.69h.73l-.59.43.23.69-.59-.43-.59.43.23-.69-.59-.43h.73z"
      />
    </>
  ),
};

export function Flag({ locale, className }: { locale: string; className?: string }) {
  const body = FLAGS[locale];
  if (!body) return null;
  return (
    <svg
      className={className ? `flag ${className}` : 'flag'}
      width="21"
      height="14"
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
    >
      {body}
    </svg>
  );
}
