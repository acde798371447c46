import { highlightSegments } from '../content/search';

/** `text` with each occurrence of `query` in a <mark> (case- and accent-insensitive). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </>
  );
}
