// fontkit ships no types; this is the little of it the font test reads.
declare module 'fontkit' {
  export interface Font {
    readonly numGlyphs: number;
    readonly characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font | { readonly fonts: Font[] };
}
