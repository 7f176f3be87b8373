import { cardRefFromLink } from '../../../calc/cards';
import { readLandReferences, townshipKey } from '../../../calc/land';
import { CALCULATOR_LINK, LINK_INPUT_BUDGET, MAX_LINK_CARDS } from '../calc-cards/post-cards';

// The land a post's Tract Visualizer cards name (docs/decisions/039-land-references.md): a deed description
// ties its tract to a section corner ("Commencing at the SW corner of Section 20, T5N, R3W") or draws an
// aliquot part of one, so its followers hear of the post as of one that wrote the section in its text. The
// description is read with the same reader as posts, within the same bounds as the cards shown.

/** References read from one description at most; a deed names its section once or twice. */
const REFERENCES_PER_DEED = 20;

/** Section keys, with their townships', that the post's tract cards (attached or linked) name. */
export function cardLandKeys(stored: unknown, content: string): string[] {
  const deeds: string[] = [];
  const deedOf = (ref: unknown) => {
    const { calculator, inputs } = (ref ?? {}) as { calculator?: unknown; inputs?: { deed?: unknown } };
    if (calculator === 'tract' && typeof inputs?.deed === 'string') deeds.push(inputs.deed);
  };
  if (Array.isArray(stored)) for (const ref of stored) deedOf(ref);
  let budget = LINK_INPUT_BUDGET;
  for (const link of (content.match(CALCULATOR_LINK) ?? []).slice(0, MAX_LINK_CARDS)) {
    const ref = cardRefFromLink(link.replace(/[.,;:!?]+$/, ''));
    if (ref?.calculator !== 'tract') continue;
    budget -= ref.inputs.deed?.length ?? 0;
    if (budget < 0) break;
    deedOf(ref);
  }
  const keys = new Set<string>();
  for (const deed of deeds) {
    for (const ref of readLandReferences(deed, REFERENCES_PER_DEED)) {
      if (ref.kind === 'section') {
        keys.add(ref.key);
        keys.add(townshipKey(ref.land));
      } else if (ref.kind === 'township') keys.add(ref.key);
    }
  }
  return [...keys];
}
