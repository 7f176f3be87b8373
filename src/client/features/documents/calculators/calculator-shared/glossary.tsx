import type { ReactNode } from 'react';

export interface GlossaryTerm {
  readonly term: string;
  readonly meaning: ReactNode;
}

/** Plain-words meanings of the trade terms a page uses, folded away until asked for. */
export function Glossary({
  summary,
  terms,
  open,
}: {
  summary: string;
  terms: readonly GlossaryTerm[];
  open?: boolean;
}) {
  return (
    <details className="calc-glossary" open={open}>
      <summary>{summary}</summary>
      <dl>
        {terms.map((entry) => (
          <div key={entry.term} className="calc-glossary-entry">
            <dt>{entry.term}</dt>
            <dd>{entry.meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
