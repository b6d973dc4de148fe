export declare const INPUT_DEFAULTS_FILE: string
export declare function renderInputDefaults(actionYml: string): string
export declare function writeInputDefaults(root: string): void
