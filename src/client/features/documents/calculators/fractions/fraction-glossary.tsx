import { Glossary, type GlossaryTerm } from '../calculator-shared/glossary';

const TERMS: readonly GlossaryTerm[] = [
  {
    term: 'Fractional interest',
    meaning:
      'Deeds describe a share of the minerals as a fraction. "An undivided 1/4 of 1/2 of the minerals" means 1/4 × 1/2 = 1/8 of all the minerals under the land.',
  },
  {
    term: 'Decimal interest',
    meaning:
      'The same share written as a decimal, as an oil company prints it on a check stub: 0.125 is 1/8, and 0.00292969 is a little under 3 thousandths of the well.',
  },
  {
    term: 'Division order',
    meaning:
      'A letter from the company running the well stating your decimal interest, which you sign before they pay you. The reverse calculator turns its decimal back into fractions you can compare with your deeds.',
  },
  {
    term: 'Net mineral acre',
    meaning:
      'One acre of full mineral ownership. Owning 1/4 of the minerals under 40 acres is 10 net mineral acres.',
  },
  {
    term: 'Royalty',
    meaning:
      'The share of production a lease pays the mineral owner, free of drilling costs: often 1/8, 3/16, 1/5 or 1/4.',
  },
  {
    term: 'Title fractions',
    meaning:
      'The fractions that keep turning up in Oklahoma titles: halves down to 1/512, thirds, fifths, sixths, twelfths, 1/24, 1/48, 1/96, 3/16 and the like. The reverse calculator looks for your decimal among them, alone or two at a time.',
  },
];

export function FractionGlossary() {
  return <Glossary summary="What do these words mean?" terms={TERMS} />;
}
