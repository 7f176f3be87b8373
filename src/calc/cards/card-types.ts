// A calculator result card: the inputs a member computed with, kept as data, and what the calculator makes
// of them now. Cards store inputs only, never results, so a corrected calculator corrects every card.

/** The calculators a card can come from. Each name is stable: it is stored in posts. */
export const CARD_CALCULATORS = ['nri', 'acres', 'fraction', 'tract'] as const;
export type CardCalculator = (typeof CARD_CALCULATORS)[number];

/** What a post stores: which calculator, which version of its rules, and the inputs as the page link has them. */
export interface CardRef {
  readonly calculator: CardCalculator;
  readonly version: number;
  readonly inputs: Readonly<Record<string, string>>;
}

export interface CardRow {
  readonly label: string;
  readonly value: string;
}

/** A tract outline in a square box, path data of numbers and commands only. */
export interface CardDrawing {
  readonly size: number;
  readonly path: string;
  readonly closed: boolean;
  /** The point of beginning, in the same box. */
  readonly pob: { readonly x: number; readonly y: number };
}

/** A card as readers see it, computed by the calculator's current rules. */
export interface CardView {
  readonly calculator: CardCalculator;
  /** The version of the rules that computed this view (the current one). */
  readonly version: number;
  /** True when the post was written under older rules: the result shown is the corrected one. */
  readonly recomputed: boolean;
  /** What was computed: 'Net revenue interest'. */
  readonly title: string;
  /** The headline result: '0.00292969 (3/1024)'. */
  readonly result: string;
  /** The whole card in plain words, also its text alternative. */
  readonly summary: string;
  readonly inputs: CardRow[];
  readonly details: CardRow[];
  readonly warnings: string[];
  readonly drawing: CardDrawing | null;
  /** The calculator page with the same inputs (a path on this forum). */
  readonly href: string;
}

export type CardProblemCode =
  | 'UNKNOWN_CALCULATOR'
  | 'UNKNOWN_VERSION'
  | 'BAD_INPUT'
  | 'INPUT_TOO_LONG'
  | 'NOT_COMPUTABLE'
  | 'RESULT_MISMATCH';

export interface CardProblem {
  readonly code: CardProblemCode;
  readonly message: string;
  /** The input concerned, when there is one. */
  readonly field?: string;
}

export type CardOutcome = { ok: true; card: CardView } | { ok: false; problem: CardProblem };

/** One calculator's card rules. */
export interface CardDefinition {
  readonly calculator: CardCalculator;
  /** Raised whenever the rules change what a card shows; older cards then say they were recomputed. */
  readonly version: number;
  /** The page the inputs belong to. */
  readonly path: string;
  /** Input names (the page's link parameters) and the longest value each may have. */
  readonly inputs: Readonly<Record<string, number>>;
  /** Values the page starts with, used when a link leaves the input out (a unit is 640 acres). */
  readonly defaults: Readonly<Record<string, string>>;
  /** Inputs that must be present and non-blank. */
  readonly required: readonly string[];
  readonly compute: (
    inputs: Readonly<Record<string, string>>,
  ) => Omit<CardView, 'calculator' | 'version' | 'recomputed' | 'href'> | CardProblem;
}
