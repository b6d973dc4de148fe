export declare const KEY_SCAN_WAT: string
export declare const KEY_SCAN_MODULE: string
export declare function renderKeyScanModule(wat: string): Promise<string>
export declare function writeKeyScanModule(root: string): Promise<void>
