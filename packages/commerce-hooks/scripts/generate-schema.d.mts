/** Absolute path of the commerce API's OpenAPI document. */
export declare const SPEC_PATH: string;
/** Absolute path of the generated schema module. */
export declare const OUTPUT_PATH: string;
/** The text schema.gen.ts should have for the current OpenAPI document. */
export declare function generateSchema(): Promise<string>;
