// A small shopfront with parcels for the seller hero; decorative, drawn in SVG with the theme colours.
export function StorefrontIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="222" rx="140" ry="10" className="fill-brand-900/30" />
      {/* shop body */}
      <rect x="50" y="84" width="190" height="136" rx="6" className="fill-white" />
      <rect x="50" y="206" width="190" height="14" rx="3" className="fill-brand-100" />
      {/* sign board */}
      <rect x="78" y="26" width="134" height="30" rx="8" className="fill-accent-500" />
      <rect x="96" y="37" width="62" height="8" rx="4" className="fill-white/90" />
      <circle cx="186" cy="41" r="8" className="fill-white/90" />
      {/* awning: saffron and white stripes with a scalloped edge */}
      <rect x="40" y="58" width="210" height="30" rx="4" className="fill-accent-400" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <g key={i}>
          <rect x={40 + i * 30} y="58" width="15" height="30" className="fill-white" />
          <circle cx={47.5 + i * 30} cy="88" r="7.5" className="fill-white" />
          <circle cx={62.5 + i * 30} cy="88" r="7.5" className="fill-accent-400" />
        </g>
      ))}
      {/* window with goods */}
      <rect x="68" y="112" width="86" height="62" rx="4" className="fill-brand-100" />
      <rect x="76" y="146" width="22" height="22" rx="2" className="fill-brand-500" />
      <rect x="102" y="134" width="18" height="34" rx="2" className="fill-accent-500" />
      <rect x="124" y="150" width="22" height="18" rx="2" className="fill-brand-700" />
      <rect x="68" y="174" width="86" height="5" className="fill-brand-200" />
      {/* door */}
      <rect x="170" y="116" width="52" height="90" rx="4" className="fill-brand-700" />
      <rect x="176" y="122" width="40" height="40" rx="2" className="fill-brand-500" />
      <circle cx="212" cy="170" r="3" className="fill-accent-400" />
      {/* parcels */}
      <rect x="236" y="170" width="48" height="42" rx="3" className="fill-accent-600" />
      <rect x="257" y="170" width="6" height="42" className="fill-accent-100" />
      <rect x="246" y="138" width="34" height="32" rx="3" className="fill-accent-500" />
      <rect x="260" y="138" width="6" height="32" className="fill-accent-100" />
      {/* coin */}
      <circle cx="36" cy="180" r="20" className="fill-accent-400" />
      <circle cx="36" cy="180" r="14" className="fill-none stroke-accent-600" strokeWidth="3" />
      <path
        d="M30 173h12M30 178h12M33 173c8 0 8 10 0 10l8 8"
        className="fill-none stroke-accent-600"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
