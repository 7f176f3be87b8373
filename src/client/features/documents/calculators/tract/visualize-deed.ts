import {
  analyzeTract,
  type ParsedDeed,
  type Point,
  parseDeed,
  type SectionTie,
  sectionTie,
  type TractAnalysis,
} from '../../../../../calc/survey';

export interface TractResult {
  parsed: ParsedDeed;
  /** Null when no call was read (the product description's error is in parsed.errors). */
  analysis: TractAnalysis | null;
  /** The section corner the description starts from, which places the tract on its section. */
  tie: SectionTie | null;
  /** The corners of each excepted tract that could be placed, in tract coordinates. */
  exceptionShapes: Point[][];
}

/** Parses a deed and measures its tract. parseDeed never throws and reads 200,000 characters well under a second. */
export function visualizeDeed(text: string): TractResult {
  const parsed = parseDeed(text);
  const analysis = parsed.calls.length > 0 ? analyzeTract(parsed.calls, parsed.tieCalls) : null;
  const exceptionShapes = parsed.exceptions.flatMap((exception) => {
    const at = exception.pointOfBeginning;
    if (!at) return [];
    return [
      analyzeTract(exception.calls).vertices.map((point) => ({ x: point.x + at.x, y: point.y + at.y })),
    ];
  });
  return { parsed, analysis, tie: sectionTie(text, parsed.aliquot), exceptionShapes };
}
