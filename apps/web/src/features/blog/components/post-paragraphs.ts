/**
 * A post's content is plain text (never HTML): blank lines separate its paragraphs, and single
 * line breaks inside a paragraph are kept by the page's styling.
 */
export function postParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
