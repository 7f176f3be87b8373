// Public face of the surveying logic: deed parsing, tract analysis, formatting, the plotter, the section grid and
// the SVG/DXF exports. Pure functions, no DOM, no I/O.

export type { TractAnalysis, TractLeg } from './analyze-tract';
export { analyzeTract, callsTraverse, polygonSignedArea } from './analyze-tract';
export type { Point, QuadrantBearing } from './bearing';
export {
  azimuthNormalize,
  azimuthToQuadrantBearing,
  azimuthToUnitVector,
  dmsToDegrees,
  pointAzimuth,
  pointDistance,
  pointMove,
  quadrantBearingProblem,
  quadrantBearingToAzimuth,
} from './bearing';
export type { Call, CurveCall, CurveTurn, LineCall } from './call';
export { curveCallFrom, lineCallFrom } from './call-from';
export { callsReverse, callsRotate, callsStartAt } from './call-transform';
export {
  curveArcLength,
  curveCenter,
  curveChordLength,
  curveSegmentSignedArea,
  curveTangents,
  curveToPoints,
} from './curve-geometry';
export type { DeedException } from './deed-exception';
export type { StatedArea } from './deed-structure';
export type { Bounds, CanvasFit, ScaleBar } from './fit-tract-to-canvas';
export { canvasPoint, fitTractToCanvas, niceScaleBarFeet, pointsBounds } from './fit-tract-to-canvas';
export { callReadAs, callsToDeedText, formatCall } from './format-call';
export type { DeedProblem, ParsedDeed } from './parse-deed';
export { DEED_EMPTY_ERROR, DEED_NO_CALLS_ERROR, parseDeed } from './parse-deed';
export type { CompassPoint, PlotterCall, PlotterCallInput, PlotterCallResult } from './plotter';
export {
  COMPASS_POINTS,
  compassPointToPlotterBearing,
  PLOTTER_MISSING_FIELDS_ERROR,
  PLOTTER_UNITS,
  plotterCallDisplayText,
  plotterCallToCall,
} from './plotter';
export { MAX_DISTANCE_FEET } from './read-distance';
export type { QuarterName, SectionGrid, SectionPart } from './section-grid';
export { sectionGrid } from './section-grid';
export type { SectionTie } from './section-tie';
export { sectionSouthWestFor, sectionTie } from './section-tie';
export {
  formatAzimuth,
  formatClosurePrecision,
  formatFeet,
  formatQuadrantBearing,
  formatTractAcres,
  formatTractSquareFeet,
  statedAreaMessage,
  tractClosureMessage,
} from './tract-display';
export { tractToDxf } from './tract-dxf';
export type { TractReport } from './tract-report';
export { tractReport } from './tract-report';
export type { TractSvgOptions } from './tract-svg';
export { tractOutline, tractToSvg } from './tract-svg';
export type { Degrees, Feet, LengthUnit, Radians, SquareFeet } from './units';
export {
  CLOSURE_TOLERANCE_FEET,
  degrees,
  degreesToRadians,
  FEET_PER_UNIT,
  feet,
  lengthToFeet,
  radians,
  radiansToDegrees,
  SECTION_SIDE_FEET,
  SQUARE_FEET_PER_ACRE,
  squareFeet,
  squareFeetToAcres,
} from './units';
