import { useEffect, useState } from 'react';
import { useHydrated } from '../../../ui/hydration';

// The colour theme: 'system' follows the device (prefers-color-scheme), or light or dark chosen here and
// kept in this browser. public/theme.js applies a stored choice before first paint.
type Theme = 'system' | 'light' | 'dark';

function storedTheme(): Theme {
  const value = document.documentElement.dataset.theme;
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function ThemeSwitch() {
  // The server cannot know this browser's choice: its page says 'system', and the choice shows once adopted.
  const hydrated = useHydrated();
  const [theme, setTheme] = useState<Theme>(() => (hydrated ? storedTheme() : 'system'));
  useEffect(() => setTheme(storedTheme()), []);
  const choose = (next: Theme) => {
    setTheme(next);
    const root = document.documentElement;
    try {
      if (next === 'system') localStorage.removeItem('theme');
      else localStorage.setItem('theme', next);
    } catch {
      // Private windows may refuse storage: the choice then lasts for this page only.
    }
    if (next === 'system') delete root.dataset.theme;
    else root.dataset.theme = next;
  };
  return (
    <label className="theme-switch">
      Colours{' '}
      <select name="theme" value={theme} onChange={(event) => choose(event.target.value as Theme)}>
        <option value="system">Same as this device</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
