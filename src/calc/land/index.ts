// Public face of the land reader: keys, counties, the reader and the township map. Pure, no DOM, no I/O.

export * from './land-key';
export {
  meridianName,
  sectionNames,
  sectionTitle,
  stateName,
  townshipNames,
  townshipTitle,
} from './land-names';
export * from './oklahoma-counties';
export type { LandReference, SectionReference, TownshipReference } from './read-land-references';
export { readLandReferences } from './read-land-references';
export type { OccKind, OccReference } from './read-occ-numbers';
export { aliquotRectangle, sectionCell, TOWNSHIP_MAP_SIZE, townshipMapSvg } from './township-map';
