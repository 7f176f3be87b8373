// Category icons are stored by name (docs/product.md#data: icon); drawn as emoji so they need no image requests.
const ICONS: Record<string, string> = {
  lightbulb: '💡',
  oil: '🛢️',
  megaphone: '📣',
  newspaper: '📰',
  scroll: '📜',
  handshake: '🤝',
  camera: '📷',
  gavel: '⚖️',
  grid: '🗺️',
  drill: '🏗️',
  chart: '📊',
  layers: '🪨',
  map: '📍',
  globe: '🌎',
  folder: '📁',
  rules: '📋',
};

export function CategoryIcon({ name, size = '1.4rem' }: { name: string; size?: string }) {
  return (
    <span aria-hidden="true" style={{ fontSize: size, lineHeight: 1 }}>
      {ICONS[name] ?? ICONS.folder}
    </span>
  );
}
