import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CALCULATOR_LINKS } from '../../../shared/routes';

// docs/product.md#pages: opens on mouse hover, closes on mouse leave or link click. Also opens and closes with the
// keyboard (Enter, Space, Escape) and with a tap, for people who have neither a mouse nor a steady hand.
export function CalculatorsMenu({ onNavigate }: { onNavigate(): void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  // A mouse click lands right after the hover that opened the menu; it must not close it again.
  const hoveredAt = useRef(0);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is the product description; the button is the accessible control
    <div
      className="dropdown"
      ref={root}
      onMouseEnter={() => {
        hoveredAt.current = Date.now();
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => (Date.now() - hoveredAt.current < 800 ? true : !v))}
      >
        Calculators &amp; Tools <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="dropdown-menu" id={menuId}>
          {CALCULATOR_LINKS.map((link) => (
            <li key={link.path}>
              <Link
                to={link.path}
                onClick={() => {
                  setOpen(false);
                  onNavigate();
                }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
