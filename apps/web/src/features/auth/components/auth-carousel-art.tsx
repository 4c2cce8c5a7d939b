// The sign-in carousel's pictures: drawn for the store as inline SVG (no remote images), in the brand's blue and
// saffron on the panel's dark blue. Decorative; each slide's heading says what it shows.
import type { ReactElement } from 'react';

const frame = (children: ReactElement) => (
  <svg viewBox="0 0 320 220" className="h-full w-full" aria-hidden="true" focusable="false">
    <ellipse cx="160" cy="198" rx="130" ry="12" fill="#0b1d4d" opacity="0.35" />
    {children}
  </svg>
);

/** A market stall with a striped awning, crates of goods and a shopping bag. */
export function MarketArt() {
  return frame(
    <g>
      <rect x="58" y="78" width="204" height="116" rx="8" fill="#ffffff" />
      <rect x="58" y="150" width="204" height="44" rx="6" fill="#dbeafe" />
      <path d="M46 52h228l-12 34H58z" fill="#f59e0b" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${58 + i * 36} 86a18 18 0 0 0 36 0z`} fill={i % 2 ? '#fbbf24' : '#ffffff'} />
      ))}
      <path d="M46 52h228l-6-14H52z" fill="#d97706" />
      <rect x="76" y="112" width="44" height="34" rx="4" fill="#3b82f6" />
      <rect x="130" y="104" width="40" height="42" rx="4" fill="#1d4ed8" />
      <rect x="180" y="118" width="60" height="28" rx="4" fill="#fbbf24" />
      <circle cx="98" cy="129" r="8" fill="#ffffff" opacity="0.85" />
      <path d="M140 118h20M140 128h14" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M192 132h36" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <g transform="translate(212 140)">
        <path d="M6 14h46l-5 46H11z" fill="#16873d" />
        <path
          d="M18 18v-6a11 11 0 0 1 22 0v6"
          fill="none"
          stroke="#0f5f2b"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path
          d="M20 36l6 6 12-13"
          fill="none"
          stroke="#ffffff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </g>,
  );
}

/** A delivery van on its way to a map pin. */
export function DeliveryArt() {
  return frame(
    <g>
      <path
        d="M20 186h280"
        stroke="#93c5fd"
        strokeWidth="4"
        strokeDasharray="14 10"
        strokeLinecap="round"
        opacity="0.6"
      />
      <g transform="translate(228 40)">
        <path d="M28 0a28 28 0 0 1 28 28c0 22-28 50-28 50S0 50 0 28A28 28 0 0 1 28 0z" fill="#f59e0b" />
        <circle cx="28" cy="28" r="11" fill="#ffffff" />
      </g>
      <g transform="translate(34 86)">
        <rect x="0" y="10" width="130" height="78" rx="8" fill="#ffffff" />
        <path d="M130 34h40l26 28v26h-66z" fill="#dbeafe" />
        <path d="M138 42h28l16 18h-44z" fill="#3b82f6" />
        <rect x="14" y="28" width="66" height="14" rx="7" fill="#1d4ed8" />
        <rect x="14" y="50" width="42" height="10" rx="5" fill="#fbbf24" />
        <circle cx="40" cy="92" r="16" fill="#172337" />
        <circle cx="40" cy="92" r="6" fill="#e3e6ea" />
        <circle cx="164" cy="92" r="16" fill="#172337" />
        <circle cx="164" cy="92" r="6" fill="#e3e6ea" />
      </g>
      <path
        d="M8 110h18M0 128h22M12 146h14"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.5"
      />
    </g>,
  );
}

/** A phone paying, guarded by a shield with a tick. */
export function PaymentArt() {
  return frame(
    <g>
      <rect x="92" y="18" width="108" height="176" rx="16" fill="#172337" />
      <rect x="100" y="34" width="92" height="144" rx="8" fill="#ffffff" />
      <rect x="112" y="50" width="68" height="40" rx="6" fill="#1d4ed8" />
      <rect x="120" y="60" width="24" height="6" rx="3" fill="#fbbf24" />
      <rect x="120" y="74" width="44" height="5" rx="2.5" fill="#93c5fd" />
      <rect x="112" y="102" width="68" height="8" rx="4" fill="#e3e6ea" />
      <rect x="112" y="118" width="48" height="8" rx="4" fill="#e3e6ea" />
      <rect x="112" y="144" width="68" height="20" rx="10" fill="#f59e0b" />
      <g transform="translate(178 84)">
        <path d="M46 0l42 16v34c0 30-20 50-42 60C24 100 4 80 4 50V16z" fill="#16873d" />
        <path d="M46 10l32 12v28c0 24-15 40-32 48-17-8-32-24-32-48V22z" fill="#22a34f" />
        <path
          d="M28 54l13 13 25-27"
          fill="none"
          stroke="#ffffff"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g fill="#fbbf24">
        <circle cx="62" cy="60" r="6" />
        <circle cx="46" cy="130" r="4" />
        <circle cx="286" cy="52" r="5" />
      </g>
    </g>,
  );
}

/** A parcel going back, with a circular arrow: easy returns. */
export function ReturnsArt() {
  return frame(
    <g>
      <circle
        cx="160"
        cy="104"
        r="84"
        fill="none"
        stroke="#93c5fd"
        strokeWidth="10"
        strokeDasharray="300 230"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path
        d="M226 40l22 6-10 20"
        fill="none"
        stroke="#93c5fd"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.7"
      />
      <path d="M104 84l56-26 56 26v72l-56 26-56-26z" fill="#fbbf24" />
      <path d="M104 84l56 26 56-26" fill="none" stroke="#d97706" strokeWidth="4" strokeLinejoin="round" />
      <path d="M160 110v72" stroke="#d97706" strokeWidth="4" />
      <path
        d="M132 71l56 26v20"
        fill="none"
        stroke="#ffffff"
        strokeWidth="8"
        strokeLinejoin="round"
        opacity="0.9"
      />
      <rect
        x="118"
        y="128"
        width="30"
        height="22"
        rx="3"
        fill="#ffffff"
        opacity="0.9"
        transform="skewY(25) translate(0 -62)"
      />
      <g transform="translate(196 138)">
        <circle cx="24" cy="24" r="24" fill="#1d4ed8" />
        <text
          x="24"
          y="31"
          textAnchor="middle"
          fontSize="22"
          fontWeight="700"
          fill="#ffffff"
          fontFamily="system-ui, sans-serif"
        >
          ₹
        </text>
      </g>
    </g>,
  );
}
