/** Types of scripts/server-bundle.mjs for the TypeScript that uses it (the benchmarks). */
export function serverFlags(): string[];
export function bundleServer(entry: string, outfile: string): Promise<void>;
export function serverEnv(): Record<string, string>;
