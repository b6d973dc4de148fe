export declare const UNRELEASED: string
export declare function dateUnreleased(text: string, version: string, date: string): string
export declare function movePins(text: string, from: string, to: string): string
export declare function release(
  version: string,
  options: { skipTests: boolean; date: string }
): void
