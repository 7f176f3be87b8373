import { Link } from 'react-router';
import { type CardCalculator, cardVersion, computeCard } from '../../../../../calc/cards';
import { CopyButton } from './copy-button';

/**
 * Where a calculator's question goes, by the category's page id: royalty and fractions to well data,
 * tracts to title questions.
 */
export type ShareCategory = 'well-production' | 'title-ownership';

const CALCULATOR_NAMES: Record<CardCalculator, string> = {
  nri: 'Royalty & NRI Calculator',
  acres: 'Royalty & NRI Calculator',
  fraction: 'Fraction Calculator',
  tract: 'Tract Visualizer',
};

/**
 * "Ask the community about this" and "Copy link" under a result (docs/product.md#result-cards). The first
 * opens the new-thread form with the category chosen, a first draft of the text and the result attached as
 * a card; the second copies a link that reopens this calculator with the same inputs. Shown only while the
 * inputs give a result.
 */
export function ShareResult(props: {
  calculator: CardCalculator;
  inputs: Readonly<Record<string, string>>;
  category: ShareCategory;
}) {
  const { calculator, inputs, category } = props;
  // Blank optional inputs are left out, as the page's own link leaves them out.
  const given = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value.trim() !== ''));
  const outcome = computeCard({ calculator, version: cardVersion(calculator), inputs: given });
  if (!outcome.ok) return null;
  const { card } = outcome;
  // Copied, never drawn: the server's page has no address of the reader's to put here.
  const link = `${typeof window === 'undefined' ? '' : window.location.origin}${card.href}`;
  const draft = `From the ${CALCULATOR_NAMES[card.calculator]}: ${card.summary}\n\nMy question: `;
  const ask = new URLSearchParams({ category, content: draft, card: card.href });
  return (
    <div className="calc-share">
      <Link className="btn" to={`/create-thread?${ask.toString()}`}>
        Ask the community about this
      </Link>
      <CopyButton text={link} what="link" wide />
    </div>
  );
}
