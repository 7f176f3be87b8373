import { LIMITS } from '../../src/shared/constants';

// Markdown shaped to make a renderer work hard (long runs of nesting and unclosed delimiters), each as long
// as a post may be. Shared by the cooking tests and the hostile-page benchmark.
const PATTERNS = ['`a', '[', '![[', '*a', '_a', '**_', '[a](', 'a.com ', '[]('];

export function hostilePosts(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const pattern = PATTERNS[i % PATTERNS.length] ?? '[';
    return pattern
      .repeat(Math.ceil(LIMITS.contentMax / pattern.length))
      .slice(0, LIMITS.contentMax)
      .trim();
  });
}
