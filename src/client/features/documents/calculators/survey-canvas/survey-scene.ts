import type { Degrees, Point, SectionGrid, TractAnalysis, TractLeg } from '../../../../../calc/survey';

/** Which course is picked out: one of the tract's calls or one of the commencement tie's. */
export interface LegRef {
  set: 'tract' | 'tie';
  index: number;
}

/** Everything one drawing of a tract shows. Both calculator pages build one and hand it to drawSurvey. */
export interface SurveyScene {
  analysis: TractAnalysis | null;
  /** The 640-acre section, already placed in tract coordinates; drawn behind the tract. */
  section: SectionGrid | null;
  highlight: LegRef | null;
  /** The plotter's call being typed, drawn dashed from the current end point. */
  preview: TractLeg | null;
  /** An arrow at the current end point showing which way the next call faces. */
  facing: Degrees | null;
  /** Mark P0 as the point of beginning (the plotter makes this a toggle, docs/product.md#states). */
  markPointOfBeginning: boolean;
  /** Shown in the middle of an empty drawing. */
  emptyMessage: string;
  /** Excepted tracts ("less and except ..."), corners in tract coordinates, drawn dashed over the tract. */
  exceptions: Point[][];
}

export const emptyScene = (emptyMessage: string): SurveyScene => ({
  analysis: null,
  section: null,
  highlight: null,
  preview: null,
  facing: null,
  markPointOfBeginning: true,
  emptyMessage,
  exceptions: [],
});

export const legRefEquals = (a: LegRef | null, b: LegRef | null): boolean =>
  a === b || (a !== null && b !== null && a.set === b.set && a.index === b.index);
