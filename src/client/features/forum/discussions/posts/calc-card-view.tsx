import { Link } from 'react-router';
import type { CardRow } from '../../../../../calc/cards';
import type { CardViewPayload } from '../../../../../shared/contracts/cards';

function Rows({ rows, label }: { rows: readonly CardRow[]; label: string }) {
  if (rows.length === 0) return null;
  return (
    <dl className="calc-card-rows" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A calculator result in a post (docs/product.md#result-cards), drawn from the card the server computed: the
 * same parts as the server-rendered page. "Try with my numbers" opens the calculator with the card's inputs;
 * the post is never changed.
 */
export function CalcCardView({ card }: { card: CardViewPayload }) {
  const { drawing } = card;
  return (
    <aside className="calc-card-view" aria-label={`Calculator result: ${card.title}`}>
      <p className="calc-card-title">{card.title}</p>
      <p className="calc-card-result">{card.result}</p>
      {drawing && (
        <svg
          className="calc-card-drawing"
          role="img"
          aria-label={`Drawing of the tract: ${card.result}`}
          viewBox={`0 0 ${drawing.size} ${drawing.size}`}
          width={drawing.size}
          height={drawing.size}
        >
          <path d={drawing.path} fill="rgba(0,114,206,0.15)" stroke="#0072ce" strokeWidth={2} />
          <circle cx={drawing.pob.x} cy={drawing.pob.y} r={4} fill="none" stroke="#dc2626" strokeWidth={2} />
        </svg>
      )}
      <p className="calc-card-summary">{card.summary}</p>
      <Rows rows={card.inputs} label="Inputs" />
      <Rows rows={card.details} label="Result" />
      {card.warnings.length > 0 && (
        <ul className="calc-card-warnings">
          {card.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      {card.recomputed && (
        <p className="calc-card-recomputed">Recomputed with the calculator’s current rules.</p>
      )}
      <Link className="calc-card-link" to={card.href}>
        Try with my numbers
      </Link>
    </aside>
  );
}

export function CalcCards({ cards }: { cards: readonly CardViewPayload[] }) {
  if (cards.length === 0) return null;
  return (
    <div className="calc-cards">
      {cards.map((card) => (
        // Cards of one post never repeat a link (the server drops repeats), so the link names each one.
        <CalcCardView key={card.href} card={card} />
      ))}
    </div>
  );
}
