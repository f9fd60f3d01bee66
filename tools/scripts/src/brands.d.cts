/** The eight brand ids, in the spec's order. */
export declare const BRAND_IDS: string[];
/** Which brands to build: args, else SHELL_BRAND (comma-separated), else all; an unknown id throws, listing the valid ids. */
export declare function brandsToBuild(args: readonly string[], shellBrand?: string): string[];
/** Output folder (inside apps/shell) of one brand's build. */
export declare function brandDistDir(brand: string): string;
/** The folder every brand is built in before it is renamed; the standalone server inside keeps it. */
export declare const BUILD_DIR: string;
