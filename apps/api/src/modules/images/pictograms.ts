// Category pictograms for generated product artwork: flat shapes in a 240 × 240 box, coloured by a palette.

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
}

type Draw = (p: Palette) => string;

const W = '#ffffff';

export const PICTOGRAMS = {
  phone: (p) => `<rect x="70" y="18" width="100" height="204" rx="20" fill="${p.ink}"/>
<rect x="79" y="34" width="82" height="164" rx="8" fill="${p.secondary}"/>
<rect x="90" y="48" width="26" height="26" rx="7" fill="${W}" opacity=".8"/><rect x="124" y="48" width="26" height="26" rx="7" fill="${W}" opacity=".55"/>
<rect x="90" y="82" width="26" height="26" rx="7" fill="${W}" opacity=".55"/><rect x="124" y="82" width="26" height="26" rx="7" fill="${p.accent}"/>
<rect x="90" y="150" width="60" height="30" rx="8" fill="${p.primary}"/><rect x="104" y="204" width="32" height="6" rx="3" fill="${W}" opacity=".7"/>`,
  laptop: (p) => `<rect x="42" y="46" width="156" height="108" rx="9" fill="${p.ink}"/>
<rect x="51" y="55" width="138" height="88" rx="3" fill="${p.secondary}"/><path d="M70 125 L110 85 L130 105 L150 80 L175 125Z" fill="${W}" opacity=".7"/>
<path d="M18 160 H222 L206 184 H34Z" fill="${p.primary}"/><rect x="100" y="162" width="40" height="5" rx="2" fill="${W}" opacity=".6"/>`,
  tv: (p) => `<rect x="16" y="38" width="208" height="130" rx="9" fill="${p.ink}"/>
<rect x="26" y="48" width="188" height="110" rx="3" fill="${p.secondary}"/><circle cx="120" cy="103" r="26" fill="${W}" opacity=".8"/>
<path d="M113 91 L133 103 L113 115Z" fill="${p.primary}"/><path d="M98 168 H142 L152 192 H88Z" fill="${p.primary}"/><rect x="66" y="190" width="108" height="9" rx="4" fill="${p.primary}"/>`,
  headphones: (
    p,
  ) => `<path d="M48 138 V118 A72 72 0 0 1 192 118 V138" fill="none" stroke="${p.primary}" stroke-width="16" stroke-linecap="round"/>
<rect x="28" y="122" width="48" height="80" rx="20" fill="${p.ink}"/><rect x="164" y="122" width="48" height="80" rx="20" fill="${p.ink}"/>
<rect x="40" y="136" width="24" height="52" rx="12" fill="${p.secondary}"/><rect x="176" y="136" width="24" height="52" rx="12" fill="${p.secondary}"/>`,
  speaker: (p) => `<rect x="60" y="22" width="120" height="196" rx="22" fill="${p.ink}"/>
<circle cx="120" cy="150" r="44" fill="${p.primary}"/><circle cx="120" cy="150" r="20" fill="${p.secondary}"/>
<circle cx="120" cy="72" r="24" fill="${p.primary}"/><circle cx="120" cy="72" r="10" fill="${p.secondary}"/>`,
  camera: (
    p,
  ) => `<path d="M82 72 L94 48 H146 L158 72Z" fill="${p.ink}"/><rect x="24" y="70" width="192" height="128" rx="18" fill="${p.primary}"/>
<circle cx="120" cy="134" r="48" fill="${p.ink}"/><circle cx="120" cy="134" r="33" fill="${p.secondary}"/>
<circle cx="107" cy="121" r="10" fill="${W}" opacity=".75"/><rect x="174" y="84" width="24" height="13" rx="4" fill="${p.accent}"/>`,
  watch: (
    p,
  ) => `<rect x="92" y="12" width="56" height="216" rx="16" fill="${p.ink}"/><circle cx="120" cy="120" r="64" fill="${p.primary}"/>
<circle cx="120" cy="120" r="51" fill="${W}"/><path d="M120 120 V84 M120 120 L146 134" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>
<circle cx="120" cy="120" r="6" fill="${p.accent}"/>`,
  card: (
    p,
  ) => `<path d="M62 24 H150 L184 58 V204 Q184 216 172 216 H68 Q56 216 56 204 V30 Q56 24 62 24Z" fill="${p.primary}"/>
<rect x="76" y="38" width="12" height="32" rx="3" fill="${p.accent}"/><rect x="96" y="38" width="12" height="32" rx="3" fill="${p.accent}"/>
<rect x="116" y="38" width="12" height="32" rx="3" fill="${p.accent}"/><rect x="74" y="110" width="92" height="70" rx="10" fill="${W}" opacity=".85"/>
<rect x="88" y="130" width="64" height="10" rx="5" fill="${p.secondary}"/><rect x="88" y="150" width="40" height="10" rx="5" fill="${p.secondary}"/>`,
  shirt: (
    p,
  ) => `<path d="M86 28 L40 52 L18 106 L56 120 L64 96 V216 H176 V96 L184 120 L222 106 L200 52 L154 28 Q120 58 86 28Z" fill="${p.primary}"/>
<path d="M86 28 Q120 72 154 28" fill="none" stroke="${p.secondary}" stroke-width="9"/><rect x="132" y="112" width="26" height="22" rx="4" fill="${p.secondary}"/>`,
  dress: (p) => `<path d="M96 22 H144 L152 74 L206 216 H34 L88 74Z" fill="${p.primary}"/>
<rect x="86" y="72" width="68" height="14" rx="5" fill="${p.accent}"/>
<path d="M52 190 Q120 170 188 190" fill="none" stroke="${p.secondary}" stroke-width="8"/><path d="M62 160 Q120 142 178 160" fill="none" stroke="${p.secondary}" stroke-width="6" opacity=".7"/>`,
  shoe: (
    p,
  ) => `<path d="M18 150 C18 112 36 92 58 86 L96 96 C112 122 150 126 192 136 C216 142 224 160 222 176 H18Z" fill="${p.primary}"/>
<rect x="18" y="174" width="206" height="18" rx="7" fill="${p.ink}"/><path d="M74 104 L90 98 M82 118 L100 110 M92 130 L112 122" stroke="${W}" stroke-width="6" stroke-linecap="round"/>
<path d="M150 140 C170 144 196 148 212 160" stroke="${p.secondary}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  glasses: (p) => `<path d="M20 100 H220" stroke="${p.ink}" stroke-width="9" stroke-linecap="round"/>
<rect x="26" y="92" width="82" height="62" rx="26" fill="${p.primary}"/><rect x="132" y="92" width="82" height="62" rx="26" fill="${p.primary}"/>
<path d="M42 110 L62 100" stroke="${W}" stroke-width="6" stroke-linecap="round" opacity=".7"/><path d="M148 110 L168 100" stroke="${W}" stroke-width="6" stroke-linecap="round" opacity=".7"/>`,
  bag: (p) => `<path d="M84 82 V62 A36 36 0 0 1 156 62 V82" fill="none" stroke="${p.ink}" stroke-width="11"/>
<rect x="38" y="76" width="164" height="138" rx="18" fill="${p.primary}"/><rect x="38" y="112" width="164" height="14" fill="${p.secondary}"/>
<rect x="108" y="104" width="24" height="30" rx="5" fill="${p.accent}"/>`,
  suitcase: (
    p,
  ) => `<rect x="94" y="14" width="52" height="30" rx="10" fill="none" stroke="${p.ink}" stroke-width="10"/>
<rect x="52" y="40" width="136" height="164" rx="18" fill="${p.primary}"/><rect x="84" y="52" width="10" height="140" rx="5" fill="${p.secondary}"/>
<rect x="146" y="52" width="10" height="140" rx="5" fill="${p.secondary}"/><circle cx="78" cy="214" r="11" fill="${p.ink}"/><circle cx="162" cy="214" r="11" fill="${p.ink}"/>`,
  sofa: (p) => `<rect x="46" y="66" width="148" height="76" rx="20" fill="${p.secondary}"/>
<rect x="18" y="104" width="46" height="84" rx="16" fill="${p.primary}"/><rect x="176" y="104" width="46" height="84" rx="16" fill="${p.primary}"/>
<rect x="46" y="130" width="148" height="50" rx="10" fill="${p.primary}"/><rect x="32" y="186" width="12" height="20" rx="3" fill="${p.ink}"/><rect x="196" y="186" width="12" height="20" rx="3" fill="${p.ink}"/>`,
  bed: (
    p,
  ) => `<rect x="22" y="64" width="24" height="140" rx="6" fill="${p.ink}"/><rect x="40" y="118" width="182" height="52" rx="10" fill="${p.primary}"/>
<rect x="56" y="96" width="58" height="30" rx="13" fill="${W}"/><rect x="40" y="164" width="182" height="18" fill="${p.ink}"/>
<path d="M120 118 H222 V170 H120Z" fill="${p.secondary}" opacity=".8"/><rect x="206" y="176" width="14" height="28" rx="4" fill="${p.ink}"/>`,
  lamp: (
    p,
  ) => `<path d="M72 36 H168 L200 118 H40Z" fill="${p.secondary}"/><path d="M72 36 H168 L174 52 H66Z" fill="${W}" opacity=".35"/>
<rect x="113" y="118" width="14" height="74" fill="${p.ink}"/><rect x="72" y="190" width="96" height="16" rx="8" fill="${p.primary}"/>`,
  box: (
    p,
  ) => `<path d="M28 88 L120 52 L212 88 L120 124Z" fill="${p.secondary}"/><path d="M28 88 V176 L120 212 V124Z" fill="${p.primary}"/>
<path d="M212 88 V176 L120 212 V124Z" fill="${p.ink}" opacity=".85"/><path d="M74 70 L166 106 V134" stroke="${W}" stroke-width="8" fill="none" opacity=".6"/>`,
  bottle: (p) => `<rect x="96" y="18" width="48" height="30" rx="5" fill="${p.ink}"/>
<path d="M86 48 H154 V68 Q180 84 180 114 V204 Q180 216 168 216 H72 Q60 216 60 204 V114 Q60 84 86 68Z" fill="${p.primary}"/>
<rect x="74" y="122" width="92" height="58" rx="9" fill="${W}" opacity=".88"/><rect x="88" y="140" width="64" height="9" rx="4" fill="${p.secondary}"/>
<rect x="88" y="157" width="40" height="9" rx="4" fill="${p.secondary}"/>`,
  lipstick: (
    p,
  ) => `<path d="M96 30 Q120 14 144 44 V96 H96Z" fill="${p.accent}"/><rect x="88" y="92" width="64" height="30" rx="4" fill="${p.secondary}"/>
<rect x="80" y="118" width="80" height="100" rx="10" fill="${p.primary}"/><rect x="92" y="132" width="10" height="72" rx="5" fill="${W}" opacity=".5"/>`,
  pot: (
    p,
  ) => `<rect x="108" y="58" width="24" height="24" rx="7" fill="${p.ink}"/><rect x="28" y="80" width="184" height="20" rx="10" fill="${p.ink}"/>
<rect x="40" y="98" width="160" height="104" rx="22" fill="${p.primary}"/><rect x="6" y="112" width="36" height="16" rx="8" fill="${p.ink}"/>
<rect x="198" y="112" width="36" height="16" rx="8" fill="${p.ink}"/><path d="M64 132 H176" stroke="${p.secondary}" stroke-width="10" stroke-linecap="round"/>`,
  book: (p) => `<path d="M52 26 H176 Q186 26 186 36 V206 H62 Q52 206 52 196Z" fill="${p.primary}"/>
<path d="M62 192 H186 V214 H62 Q52 214 52 203 Q52 192 62 192Z" fill="${W}"/><rect x="52" y="26" width="14" height="170" fill="${p.ink}" opacity=".35"/>
<rect x="82" y="62" width="84" height="13" rx="6" fill="${W}" opacity=".85"/><rect x="82" y="86" width="58" height="10" rx="5" fill="${W}" opacity=".6"/>
<circle cx="124" cy="142" r="22" fill="${p.secondary}"/>`,
  packet: (
    p,
  ) => `<path d="M56 32 H184 L176 54 L188 212 H52 L64 54Z" fill="${p.primary}"/><path d="M56 32 H184 L176 54 H64Z" fill="${p.ink}" opacity=".35"/>
<ellipse cx="120" cy="132" rx="50" ry="38" fill="${W}" opacity=".92"/><path d="M120 150 Q92 126 120 104 Q148 126 120 150Z" fill="${p.secondary}"/>
<path d="M120 150 V112" stroke="${p.primary}" stroke-width="4"/>`,
  mug: (
    p,
  ) => `<path d="M80 62 Q90 46 80 30 M110 62 Q120 46 110 30 M140 62 Q150 46 140 30" stroke="${p.secondary}" stroke-width="7" fill="none" stroke-linecap="round"/>
<rect x="44" y="78" width="124" height="124" rx="18" fill="${p.primary}"/><path d="M168 104 H186 A24 24 0 0 1 186 152 H168" fill="none" stroke="${p.primary}" stroke-width="14"/>
<rect x="60" y="112" width="92" height="12" rx="6" fill="${W}" opacity=".6"/>`,
  blocks: (
    p,
  ) => `<rect x="28" y="122" width="84" height="84" rx="10" fill="${p.primary}"/><rect x="128" y="122" width="84" height="84" rx="10" fill="${p.secondary}"/>
<rect x="78" y="36" width="84" height="84" rx="10" fill="${p.accent}"/><circle cx="70" cy="164" r="14" fill="${W}" opacity=".5"/>
<circle cx="170" cy="164" r="14" fill="${W}" opacity=".5"/><circle cx="120" cy="78" r="14" fill="${W}" opacity=".5"/>`,
  ball: (
    p,
  ) => `<circle cx="120" cy="120" r="88" fill="${p.primary}"/><path d="M64 52 Q112 120 64 188 M176 52 Q128 120 176 188" stroke="${W}" stroke-width="6" fill="none" stroke-dasharray="9 7"/>
<circle cx="92" cy="84" r="16" fill="${W}" opacity=".3"/>`,
  dumbbell: (
    p,
  ) => `<rect x="56" y="112" width="128" height="16" rx="6" fill="${p.ink}"/><rect x="30" y="70" width="34" height="100" rx="8" fill="${p.primary}"/>
<rect x="176" y="70" width="34" height="100" rx="8" fill="${p.primary}"/><rect x="12" y="88" width="22" height="64" rx="6" fill="${p.secondary}"/>
<rect x="206" y="88" width="22" height="64" rx="6" fill="${p.secondary}"/>`,
  car: (
    p,
  ) => `<path d="M16 156 V130 Q16 118 28 115 L60 107 L88 72 Q94 64 104 64 H152 Q162 64 169 72 L198 106 L222 112 Q232 115 232 127 V156Z" fill="${p.primary}"/>
<path d="M98 76 H126 V106 H74Z" fill="${W}" opacity=".85"/><path d="M136 76 H158 L182 106 H136Z" fill="${W}" opacity=".85"/>
<circle cx="66" cy="160" r="25" fill="${p.ink}"/><circle cx="66" cy="160" r="10" fill="${p.secondary}"/>
<circle cx="180" cy="160" r="25" fill="${p.ink}"/><circle cx="180" cy="160" r="10" fill="${p.secondary}"/>`,
  helmet: (p) => `<path d="M34 168 Q30 60 126 50 Q210 52 212 150 V182 H118 V160 Z" fill="${p.primary}"/>
<path d="M126 92 Q200 96 208 150 H126Z" fill="${p.ink}" opacity=".9"/><path d="M140 108 Q180 112 190 136" stroke="${W}" stroke-width="6" fill="none" opacity=".6"/>
<path d="M60 80 Q90 60 120 60" stroke="${p.secondary}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  tyre: (
    p,
  ) => `<circle cx="120" cy="120" r="94" fill="${p.ink}"/><circle cx="120" cy="120" r="94" fill="none" stroke="${p.primary}" stroke-width="10" stroke-dasharray="14 10"/>
<circle cx="120" cy="120" r="58" fill="${p.secondary}"/><circle cx="120" cy="120" r="22" fill="${p.ink}"/><circle cx="120" cy="120" r="8" fill="${W}"/>`,
  fridge: (
    p,
  ) => `<rect x="62" y="12" width="116" height="214" rx="14" fill="${p.primary}"/><path d="M62 88 H178" stroke="${p.ink}" stroke-width="5"/>
<rect x="150" y="36" width="9" height="36" rx="4" fill="${W}"/><rect x="150" y="104" width="9" height="56" rx="4" fill="${W}"/>
<rect x="74" y="24" width="14" height="52" rx="5" fill="${W}" opacity=".3"/>`,
  washer: (
    p,
  ) => `<rect x="40" y="20" width="160" height="200" rx="16" fill="${p.primary}"/><rect x="40" y="20" width="160" height="40" rx="16" fill="${p.ink}" opacity=".4"/>
<circle cx="120" cy="136" r="58" fill="${W}"/><circle cx="120" cy="136" r="44" fill="${p.secondary}"/><circle cx="164" cy="40" r="8" fill="${p.accent}"/>`,
  fan: (
    p,
  ) => `<ellipse cx="120" cy="64" rx="22" ry="52" fill="${p.primary}"/><ellipse cx="120" cy="64" rx="22" ry="52" fill="${p.secondary}" transform="rotate(120 120 110)"/>
<ellipse cx="120" cy="64" rx="22" ry="52" fill="${p.primary}" transform="rotate(240 120 110)"/><circle cx="120" cy="110" r="18" fill="${p.ink}"/>
<rect x="114" y="128" width="12" height="72" fill="${p.ink}"/><rect x="72" y="198" width="96" height="14" rx="7" fill="${p.ink}"/>`,
  vacuum: (
    p,
  ) => `<path d="M150 24 L120 150" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/><rect x="136" y="16" width="40" height="20" rx="8" fill="${p.accent}"/>
<rect x="40" y="140" width="150" height="62" rx="28" fill="${p.primary}"/><circle cx="70" cy="204" r="12" fill="${p.ink}"/><circle cx="164" cy="204" r="12" fill="${p.ink}"/>
<rect x="60" y="156" width="70" height="12" rx="6" fill="${W}" opacity=".6"/>`,
  gift: (
    p,
  ) => `<rect x="34" y="92" width="172" height="120" rx="10" fill="${p.primary}"/><rect x="26" y="70" width="188" height="34" rx="8" fill="${p.secondary}"/>
<rect x="110" y="70" width="20" height="142" fill="${p.accent}"/><path d="M120 70 Q80 20 70 58 Q66 74 120 70 Q174 74 170 58 Q160 20 120 70Z" fill="${p.accent}"/>`,
} satisfies Record<string, Draw>;

export type PictogramKey = keyof typeof PICTOGRAMS;
