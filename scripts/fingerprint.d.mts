export declare const FINGERPRINT_FILE: string
export declare function fingerprint(root: string, out: string): { sources: string; bundle: string }
