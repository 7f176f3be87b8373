import { analyzeTract, type ParsedDeed, parseDeed, type TractAnalysis } from '../../../../calc/survey';

export interface TractResult {
  parsed: ParsedDeed;
  /** Null when no call was read (the product description's error is in parsed.errors). */
  analysis: TractAnalysis | null;
}

/** Parses a deed and measures its tract. parseDeed never throws and reads 200,000 characters well under a second. */
export function visualizeDeed(text: string): TractResult {
  const parsed = parseDeed(text);
  const analysis = parsed.calls.length > 0 ? analyzeTract(parsed.calls, parsed.tieCalls) : null;
  return { parsed, analysis };
}
