export declare const TEMPLATES_MODULE: string
export declare const SETTINGS_EXAMPLE: string
export declare function readTemplates(root: string): Record<string, string>
export declare function renderTemplatesModule(root: string): string
export declare function writeTemplatesModule(root: string): void
