// `npm run bench -- fraction-input`: how long the fraction calculators take on the largest inputs they accept:
// a 10,000-character sum of fractions whose exact denominator has thousands of digits, the greatest common
// divisor of two 10,000-digit numbers, and a 10,000-digit decimal through the reverse and decimal tools.
// The budget is 500 ms of CPU for each (the calculators answer as the user types).
import { decimalToFractions, evaluateExpression, reverseFraction } from '../src/calc/fractions';
import { bigintGcd } from '../src/calc/fractions/gcd';
import { cpuMedian, reportAgainstBudget } from './cpu-median';

const BUDGET_MS = 500;

function primeSum(maxLength: number): string {
  const isPrime = (n: number) => {
    for (let divisor = 2; divisor * divisor <= n; divisor += 1) if (n % divisor === 0) return false;
    return true;
  };
  let text = '1/1009';
  for (let candidate = 1013; ; candidate += 2) {
    if (!isPrime(candidate)) continue;
    const term = `+1/${candidate}`;
    if (text.length + term.length > maxLength) return text;
    text += term;
  }
}

const sum = primeSum(10_000);
const digits = (seed: number) => Array.from({ length: 10_000 }, (_, i) => (i * seed + 7) % 10).join('');
const [a, b] = [BigInt(`1${digits(7)}`), BigInt(`3${digits(3)}`)];
const longDecimal = `0.${digits(3)}`;

reportAgainstBudget(
  [
    { input: 'sum of 1,200 fractions', ...cpuMedian(() => evaluateExpression(sum)) },
    { input: 'gcd of 10,000-digit numbers', ...cpuMedian(() => bigintGcd(a, b)) },
    { input: 'reverse, 10,000 digits', ...cpuMedian(() => reverseFraction(longDecimal)) },
    { input: 'decimal to fraction, 10,000 d.', ...cpuMedian(() => decimalToFractions(longDecimal)) },
  ],
  BUDGET_MS,
);
