// Prints the parser's share on the development set and both holdouts of the real-deed corpus, per group, state and form
// (the same scoring as tests/unit/deeds-corpus.test.ts):
//   npx tsx scripts/deed-corpus-score.ts
import {
  developmentSet,
  holdoutSet,
  scoreCase,
  scoreReport,
  secondHoldoutSet,
} from '../tests/support/deed-corpus';

console.info(`development\n  ${scoreReport('all', developmentSet().map(scoreCase))}`);
console.info(`holdout\n  ${scoreReport('all', holdoutSet().map(scoreCase))}`);
console.info(`second holdout\n  ${scoreReport('all', secondHoldoutSet().map(scoreCase))}`);
