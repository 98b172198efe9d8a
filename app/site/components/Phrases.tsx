import { Fragment } from 'react';

/** Chinese word boundaries, from the runtime's ICU dictionary (Node's and the browser's). */
const words = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
const HAN = /\p{Script=Han}/u;

/**
 * A heading's text, broken only between words in Chinese. Chinese has no spaces, so a browser may
 * break a heading between any two characters, splitting a word ("…商事法律服 / 务"). Chinese headings
 * forbid that (`word-break: keep-all` in site.css); this marks where they may break instead: a
 * `<wbr>` between two adjacent words of Han characters. Punctuation keeps its own rules (never a
 * line starting with "、"), and a word longer than the line still breaks (`overflow-wrap`). Text
 * without Han characters is returned as it is.
 */
export function Phrases({ text }: { text: string }) {
  if (!words || !HAN.test(text)) return <>{text}</>;
  const parts: string[] = [];
  let previous: Intl.SegmentData | null = null;
  for (const segment of words.segment(text)) {
    const breakHere =
      previous?.isWordLike && segment.isWordLike && HAN.test(previous.segment) && HAN.test(segment.segment);
    if (breakHere || !parts.length) parts.push(segment.segment);
    else parts[parts.length - 1] += segment.segment;
    previous = segment;
  }
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
