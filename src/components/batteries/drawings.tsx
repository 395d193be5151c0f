/**
 * Line drawings of the battery pages (decision 085), drawn here as SVG: no image request, sharp at any size,
 * and their text is the page's own (the numbers match the numbered steps beside them).
 */

const INK = "#1f2933";
const GREEN = "#1b6b43";
const LIME = "#8bc34a";

/** A numbered callout, as the steps beside the drawing number them. */
function Callout({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={13} fill={GREEN} />
      <text x={x} y={y + 5} textAnchor="middle" fontSize={15} fontWeight={700} fill="#fff" fontFamily="system-ui, sans-serif">
        {n}
      </text>
    </g>
  );
}

/**
 * A tool's battery slot seen from the side: the release button pressed (1), the pack sliding out along the rails (2),
 * and fitted back until it clicks (3).
 */
export function BatteryRemovalDrawing({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 420 230" className="battery-drawing" role="img" aria-label={label}>
      {/* The tool's housing with its slot and rails. */}
      <path d="M20 60 H250 Q270 60 270 80 V120 H20 Z" fill="#f3efe4" stroke={INK} strokeWidth={2.5} strokeLinejoin="round" />
      <path d="M40 120 V150 H250 V120" fill="none" stroke={INK} strokeWidth={2.5} />
      <path d="M40 150 H250" stroke={INK} strokeWidth={1.5} strokeDasharray="6 4" />
      <text x={60} y={95} fontSize={13} fill={INK} fontFamily="system-ui, sans-serif">
        40V
      </text>
      {/* The battery, half out of the slot. */}
      <g transform="translate(140 0)">
        <rect x={30} y={124} width={190} height={62} rx={8} fill="#fff" stroke={INK} strokeWidth={2.5} />
        <rect x={30} y={118} width={190} height={10} rx={3} fill={LIME} stroke={INK} strokeWidth={1.5} />
        {/* Charge LEDs. */}
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x={150 + i * 14} y={164} width={9} height={6} rx={2} fill={i < 2 ? LIME : "#e1e5e0"} stroke={INK} strokeWidth={1} />
        ))}
        {/* Release button. */}
        <rect x={44} y={138} width={34} height={16} rx={5} fill={GREEN} stroke={INK} strokeWidth={1.5} />
        <path d="M61 100 V132" stroke={GREEN} strokeWidth={3} markerEnd="url(#battery-arrow)" />
      </g>
      {/* Slide-out arrow. */}
      <path d="M250 206 H380" stroke={GREEN} strokeWidth={3} markerEnd="url(#battery-arrow)" />
      {/* Slide-in arrow with the click. */}
      <path d="M380 40 H290" stroke={GREEN} strokeWidth={3} strokeDasharray="8 5" markerEnd="url(#battery-arrow)" />
      <defs>
        <marker id="battery-arrow" viewBox="0 0 10 10" refX={8} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 Z" fill={GREEN} />
        </marker>
      </defs>
      <Callout x={201} y={88} n={1} />
      <Callout x={236} y={206} n={2} />
      <Callout x={396} y={40} n={3} />
    </svg>
  );
}

/** The crossed-out wheeled bin of Regulation (EU) 2023/1542 Annex VI part A, drawn in outline. */
export function CollectionSymbol({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 100 120" className="battery-symbol" role="img" aria-label={label}>
      <g fill="none" stroke={INK} strokeWidth={4} strokeLinejoin="round">
        <path d="M28 30 H72 L67 90 H33 Z" />
        <path d="M22 30 H78" />
        <path d="M42 30 V22 H58 V30" />
        <path d="M40 42 V80 M50 42 V80 M60 42 V80" strokeWidth={2.5} />
      </g>
      <circle cx={36} cy={96} r={5} fill={INK} />
      <circle cx={64} cy={96} r={5} fill={INK} />
      <path d="M16 16 L84 104 M84 16 L16 104" stroke={INK} strokeWidth={5} strokeLinecap="round" />
      <rect x={14} y={108} width={72} height={8} fill={INK} />
    </svg>
  );
}

/** A battery label's other markings: the chemistry and the capacity, as they are printed on a Fantai pack. */
export function RatingSymbol({ chemistry, rating, label }: { chemistry: string; rating: string; label: string }) {
  return (
    <svg viewBox="0 0 160 120" className="battery-symbol" role="img" aria-label={label}>
      <rect x={4} y={4} width={152} height={112} rx={10} fill="#fff" stroke={INK} strokeWidth={3} />
      <text x={80} y={52} textAnchor="middle" fontSize={30} fontWeight={700} fill={INK} fontFamily="system-ui, sans-serif">
        {chemistry}
      </text>
      <text x={80} y={88} textAnchor="middle" fontSize={15} fill={INK} fontFamily="system-ui, sans-serif">
        {rating}
      </text>
    </svg>
  );
}
