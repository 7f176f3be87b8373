/** The How to Use panel (docs/product.md#pages). */
export function HowToUse() {
  return (
    <section className="card survey-help" aria-labelledby="survey-help-heading">
      <h2 id="survey-help-heading">How to Use</h2>
      <ol>
        <li>
          Paste the legal description from the deed, or choose <strong>Load Example</strong> to see a real
          one.
        </li>
        <li>
          Choose <strong>Visualize Tract</strong>. Each call is drawn from the point of beginning (POB), north
          up, scaled to fit.
        </li>
        <li>
          Check the <strong>acreage</strong> and the <strong>closure</strong>: a tract should end within 1
          foot of where it began. A bigger gap usually means a mistyped bearing or distance.
        </li>
        <li>
          Tick <strong>Show 640-Acre Section</strong> to see the tract inside its section and quarter-quarters
          (40 acres each). A description that starts from a section corner is placed there; otherwise pick the
          corner the POB sits on.
        </li>
        <li>
          <strong>Export PNG</strong> for a picture, <strong>SVG</strong> for print, <strong>DXF</strong> for
          CAD or GIS (feet, POB at 0,0).
        </li>
      </ol>
      <h3>What it reads</h3>
      <ul>
        <li>
          Bearings: N 45°30'15" E, N45-30-15E, N 45 deg 30 min E, North 45 degrees East, and plain directions
          such as "thence East".
        </li>
        <li>Distances in feet (ft, '), chains and links, rods or poles, varas, meters and yards.</li>
        <li>Curves with a radius and arc or chord; a tie from a point of commencement, drawn dashed.</li>
        <li>Lines it cannot read are listed as warnings and skipped, never guessed.</li>
      </ul>
      <p className="muted">
        This is a drawing aid, not a survey. For a boundary question, ask a licensed surveyor.
      </p>
    </section>
  );
}
