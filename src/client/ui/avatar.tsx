// A member's picture: their uploaded avatar, or their initial on a colour derived from their name. Nothing
// is fetched from another site (docs/product.md#members-and-documents).

const SIZES = [64, 256] as const;

function hue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
}

export function Avatar({
  username,
  url,
  size = 40,
}: {
  username: string;
  url?: string | null;
  size?: number;
}) {
  if (url) {
    const file = SIZES.find((s) => s >= size * 2) ?? 256;
    return (
      <img className="avatar" src={`${url}/${file}.webp`} alt="" width={size} height={size} loading="lazy" />
    );
  }
  const initial = (username.replace(/^\[|\]$/g, '')[0] ?? '?').toUpperCase();
  return (
    <span
      className="avatar avatar-generated"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        background: `hsl(${hue(username)} 45% 35%)`,
      }}
    >
      {initial}
    </span>
  );
}
