// Types of pdf-active-content.mjs, the plain-JavaScript scan pdf-text-worker.mjs runs.
export function findStreams(text: string, max?: number): [number, number][];
export function decodeName(name: string): string;
export function refusedName(text: string): string | null;
export function activeContent(bytes: Uint8Array): string | null;
