/**
 * The game pages' artwork, drawn here once: gradients and the slot's symbols as SVG <symbol>s
 * that every cell and tile reuses by reference (no image request, no duplicate ids).
 */
export function ArtDefs() {
  return (
    <svg
      width="0"
      height="0"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      <defs>
        <Gradient id="art-gold" stops={['#fff6c2', '#ffd86b', '#f5b52e', '#b8770a']} />
        <Gradient id="art-purple" stops={['#e1ccff', '#a57bff', '#6b3df0', '#34138f']} />
        <Gradient id="art-blue" stops={['#d9f1ff', '#63bcff', '#1f7ae8', '#0c3f9e']} />
        <Gradient id="art-red" stops={['#ffd0d0', '#ff6470', '#e0223a', '#8c0a1e']} />
        <Gradient id="art-green" stops={['#d2ffe6', '#52e695', '#17b062', '#0a6a39']} />
        <Gradient id="art-orange" stops={['#ffe8c2', '#ffb24d', '#f07b12', '#9e4600']} />
        <Gradient id="art-pink" stops={['#ffd6f2', '#ff73c8', '#e0249a', '#850a58']} />
        <Gradient id="art-teal" stops={['#d0fff8', '#4ff0de', '#12b8aa', '#06645d']} />
        <radialGradient id="art-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff" stopOpacity="0.9" />
          <stop offset="0.4" stopColor="#ffd86b" stopOpacity="0.5" />
          <stop offset="1" stopColor="#ffd86b" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="art-mine" cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#6b7399" />
          <stop offset="0.45" stopColor="#2a2f4d" />
          <stop offset="1" stopColor="#0d0f1f" />
        </radialGradient>

        <symbol id="art-gem" viewBox="0 0 48 48">
          <path d="M14 8h20l10 12-20 22L4 20z" fill="url(#art-green)" />
          <path
            d="M4 20h40M14 8l-2 12 12 22 12-22-2-12M12 20l12-12 12 12"
            fill="none"
            stroke="#e9fff2"
            strokeOpacity=".55"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
          <path d="M16 11l-3 6h6z" fill="#fff" fillOpacity=".75" />
        </symbol>
        <symbol id="art-mine-bomb" viewBox="0 0 48 48">
          <g stroke="#1a1d33" strokeWidth="4" strokeLinecap="round">
            <path d="M24 7v6M24 35v6M7 24h6M35 24h6M12 12l4 4M32 32l4 4M12 36l4-4M32 16l4-4" />
          </g>
          <circle cx="24" cy="24" r="12" fill="url(#art-mine)" />
          <circle cx="19.5" cy="19.5" r="3" fill="#fff" fillOpacity=".55" />
          <circle cx="24" cy="24" r="3.5" fill="#ff3b4f" />
        </symbol>

        <symbol id="slot-wild" viewBox="0 0 100 100">
          <circle cx="50" cy="50" r="44" fill="url(#art-gold)" />
          <circle cx="50" cy="50" r="37" fill="url(#art-purple)" />
          <path
            d="M50 14l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z"
            fill="url(#art-gold)"
            stroke="#7a4a00"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <Letters text="WILD" y={72} size={25} fill="#fff" stroke="#2a0b6e" />
        </symbol>
        <symbol id="slot-scatter" viewBox="0 0 100 100">
          <circle cx="50" cy="50" r="46" fill="url(#art-glow)" />
          <path
            d="M50 6l10 24 26-4-16 21 16 21-26-4-10 24-10-24-26 4 16-21-16-21 26 4z"
            fill="url(#art-pink)"
            stroke="#ffe1f4"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <Letters text="FREE" y={58} size={21} fill="#fff" stroke="#6d0647" />
        </symbol>
        <symbol id="slot-crown" viewBox="0 0 100 100">
          <path
            d="M16 72l-6-40 22 16 18-28 18 28 22-16-6 40z"
            fill="url(#art-gold)"
            stroke="#8a5200"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <rect
            x="16"
            y="72"
            width="68"
            height="12"
            rx="3"
            fill="url(#art-gold)"
            stroke="#8a5200"
            strokeWidth="2.5"
          />
          <circle cx="10" cy="30" r="5" fill="url(#art-gold)" />
          <circle cx="50" cy="18" r="6" fill="url(#art-gold)" />
          <circle cx="90" cy="30" r="5" fill="url(#art-gold)" />
          <circle cx="33" cy="62" r="5" fill="url(#art-red)" />
          <circle cx="50" cy="58" r="6.5" fill="url(#art-blue)" />
          <circle cx="67" cy="62" r="5" fill="url(#art-green)" />
        </symbol>
        <symbol id="slot-diamond" viewBox="0 0 100 100">
          <path d="M28 18h44l20 24-42 46L8 42z" fill="url(#art-blue)" />
          <path
            d="M8 42h84M28 18l-6 24 28 46 28-46-6-24M22 42l28-24 28 24M36 42l14-24 14 24-14 46z"
            fill="none"
            stroke="#e6f6ff"
            strokeOpacity=".6"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M30 22l-5 14h12z" fill="#fff" fillOpacity=".8" />
        </symbol>
        <symbol id="slot-bell" viewBox="0 0 100 100">
          <path
            d="M50 12c-4 0-6 3-6 6-14 4-20 16-20 30v14l-8 10h68l-8-10V48c0-14-6-26-20-30 0-3-2-6-6-6z"
            fill="url(#art-orange)"
            stroke="#7a3a00"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <path
            d="M36 32c4-6 10-8 14-8"
            stroke="#fff"
            strokeOpacity=".7"
            strokeWidth="4"
            strokeLinecap="round"
            fill="none"
          />
          <circle cx="50" cy="80" r="8" fill="url(#art-gold)" stroke="#7a3a00" strokeWidth="2" />
          <rect x="18" y="66" width="64" height="7" rx="3.5" fill="url(#art-red)" />
        </symbol>
        <symbol id="slot-ace" viewBox="0 0 100 100">
          <Letters text="A" y={80} size={76} fill="url(#art-red)" stroke="#4a0410" />
        </symbol>
        <symbol id="slot-king" viewBox="0 0 100 100">
          <Letters text="K" y={80} size={76} fill="url(#art-blue)" stroke="#061f5c" />
        </symbol>
        <symbol id="slot-queen" viewBox="0 0 100 100">
          <Letters text="Q" y={78} size={76} fill="url(#art-pink)" stroke="#4f0535" />
        </symbol>
        <symbol id="slot-jack" viewBox="0 0 100 100">
          <Letters text="J" y={80} size={76} fill="url(#art-green)" stroke="#053d20" />
        </symbol>
        <symbol id="slot-ten" viewBox="0 0 100 100">
          <Letters text="10" y={76} size={62} fill="url(#art-orange)" stroke="#5c2800" />
        </symbol>
      </defs>
    </svg>
  );
}

function Gradient({ id, stops }: { id: string; stops: [string, string, string, string] }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={stops[0]} />
      <stop offset="0.35" stopColor={stops[1]} />
      <stop offset="0.7" stopColor={stops[2]} />
      <stop offset="1" stopColor={stops[3]} />
    </linearGradient>
  );
}

function Letters({
  text,
  y,
  size,
  fill,
  stroke,
}: {
  text: string;
  y: number;
  size: number;
  fill: string;
  stroke: string;
}) {
  return (
    <text
      x="50"
      y={y}
      textAnchor="middle"
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      fontWeight="900"
      fontSize={size}
      fill={fill}
      stroke={stroke}
      strokeWidth={size > 40 ? 5 : 3}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}
