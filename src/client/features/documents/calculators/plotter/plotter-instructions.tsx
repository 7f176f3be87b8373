/** docs/product.md#pages: collapsible instructions. */
export function PlotterInstructions() {
  return (
    <details className="card plotter-instructions">
      <summary>
        <h2>How to Use the Deed Plotter</h2>
      </summary>
      <ol>
        <li>
          Press <strong>Set Point of Beginning</strong> to mark where the tract starts (the POB).
        </li>
        <li>
          Pick a direction on the compass, or type a precise bearing: N or S, degrees (0 to 90), minutes and
          seconds (0 to 59, blank is 0), then E or W. East is written N 90° E.
        </li>
        <li>
          Type the distance and choose its unit: feet, chains (66 ft), rods (16.5 ft), links (0.66 ft), varas
          (2.7778 ft), meters or yards.
        </li>
        <li>
          Check the <strong>current call</strong> line and the dashed green line on the preview, then press{' '}
          <strong>Add Call</strong>.
        </li>
        <li>
          Repeat until the last call ends back on the POB. The tract is <strong>closed</strong> when the gap
          is 1 foot or less.
        </li>
        <li>
          Copy the calls as deed text, or open them in the Tract Visualizer. Your calls are kept in this
          browser until you delete them.
        </li>
      </ol>
    </details>
  );
}
