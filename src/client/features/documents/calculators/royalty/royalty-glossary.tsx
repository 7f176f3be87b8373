import { Glossary, type GlossaryTerm } from '../calculator-shared/glossary';

const TERMS: readonly GlossaryTerm[] = [
  {
    term: 'NRI (net revenue interest)',
    meaning:
      'Your share of the money from a well’s oil and gas, written as a decimal. An NRI of 0.00292969 means you are paid about 0.29% of each sale.',
  },
  {
    term: 'Decimal interest',
    meaning:
      'Another name for your NRI as printed on a division order or check stub, usually to 8 decimal places.',
  },
  {
    term: 'Net mineral acres',
    meaning:
      'How many acres of minerals you own outright. Owning half the minerals under 20 acres is 10 net mineral acres.',
  },
  {
    term: 'Royalty',
    meaning:
      'The share of production your lease pays you, without paying any drilling costs: usually 1/8, 3/16, 1/5 or 1/4.',
  },
  {
    term: 'Unit (drilling and spacing unit)',
    meaning:
      'The block of land a well is drilled for, set by the Oklahoma Corporation Commission: usually a 640-acre section, sometimes 1,280 acres. Every owner in the unit shares the well by their acres.',
  },
  {
    term: 'Unit allocation',
    meaning:
      'When one horizontal well runs under more than one unit, the Commission’s order gives each unit a percentage of its production.',
  },
  {
    term: 'Division order',
    meaning:
      'A letter from the company running the well (the operator) stating your decimal interest. They ask you to sign it before paying you, so check the decimal first.',
  },
  {
    term: 'Production tax and deductions',
    meaning:
      'Oklahoma taxes oil and gas when it is produced (usually 7%), and some operators subtract costs of getting gas to market. Both come off your check.',
  },
];

export function RoyaltyGlossary() {
  return <Glossary summary="What do these words mean?" terms={TERMS} />;
}
