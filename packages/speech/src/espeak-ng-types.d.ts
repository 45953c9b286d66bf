// The package ships no types; this is the part of its Emscripten module the build uses.
declare module 'espeak-ng' {
  export interface ESpeakNgOptions {
    /** Command-line arguments of the espeak-ng program, run once on load. */
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  export interface ESpeakNgModule {
    FS: {
      readFile(path: string): Uint8Array;
      readFile(path: string, options: { encoding: 'utf8' }): string;
    };
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
