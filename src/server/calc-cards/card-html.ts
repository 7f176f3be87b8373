import type { CardDrawing, CardRow, CardView } from '../../calc/cards';
import { escapeHtml } from '../http/app-shell';

// Cards in the server-rendered thread page, for readers without JavaScript and for search engines. Every
// value a member typed is escaped; the drawing is path data of numbers only.

const rows = (items: readonly CardRow[], label: string): string =>
  items.length === 0
    ? ''
    : `<dl class="calc-card-rows" aria-label="${label}">${items
        .map((row) => `<div><dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd></div>`)
        .join('')}</dl>`;

const drawingSvg = (drawing: CardDrawing, alt: string): string =>
  `<svg class="calc-card-drawing" role="img" aria-label="${escapeHtml(alt)}" viewBox="0 0 ${drawing.size} ${drawing.size}" width="${drawing.size}" height="${drawing.size}">` +
  `<path d="${escapeHtml(drawing.path)}" fill="rgba(0,114,206,0.15)" stroke="#0072ce" stroke-width="2"/>` +
  `<circle cx="${drawing.pob.x}" cy="${drawing.pob.y}" r="4" fill="none" stroke="#dc2626" stroke-width="2"/></svg>`;

export function cardHtml(card: CardView): string {
  const warnings =
    card.warnings.length === 0
      ? ''
      : `<ul class="calc-card-warnings">${card.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>`;
  return `<aside class="calc-card-view" aria-label="Calculator result: ${escapeHtml(card.title)}">
<p class="calc-card-title">${escapeHtml(card.title)}</p>
<p class="calc-card-result">${escapeHtml(card.result)}</p>
${card.drawing ? drawingSvg(card.drawing, `Drawing of the tract: ${card.result}`) : ''}
<p class="calc-card-summary">${escapeHtml(card.summary)}</p>
${rows(card.inputs, 'Inputs')}${rows(card.details, 'Result')}${warnings}
${card.recomputed ? '<p class="calc-card-recomputed">Recomputed with the calculator’s current rules.</p>' : ''}
<a class="calc-card-link" href="${escapeHtml(card.href)}">Try with my numbers</a>
</aside>`;
}

export const cardsHtml = (cards: readonly CardView[]): string => cards.map(cardHtml).join('\n');
