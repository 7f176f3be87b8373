// The median wall and CPU time of a few runs of one piece of work. CPU time is what budgets are checked on:
// on a shared machine the wall clock also counts other processes.
export function cpuMedian(work: () => void, runs = 5): { wall: number; cpu: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    work();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]): number =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { wall: median(walls), cpu: median(cpus) };
}

/** Prints one row per input and exits 1 when a median CPU time passes the budget. */
export function reportAgainstBudget(
  rows: Array<{ input: string; wall: number; cpu: number }>,
  budgetMs: number,
): void {
  console.log('input                          median wall ms  median cpu ms');
  for (const row of rows)
    console.log(
      `${row.input.padEnd(30)} ${row.wall.toFixed(1).padStart(14)} ${row.cpu.toFixed(1).padStart(14)}`,
    );
  const over = rows.filter((row) => row.cpu > budgetMs);
  if (over.length > 0) {
    console.error(`over ${budgetMs} ms: ${over.map((row) => row.input).join(', ')}`);
    process.exitCode = 1;
  }
}
