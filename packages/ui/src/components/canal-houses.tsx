import styles from './canal-houses.module.css';

interface House {
  x: number;
  width: number;
  height: number;
  gable: 'step' | 'point' | 'neck';
}

const BASE = 300;
const HOUSES: readonly House[] = [
  { x: 0, width: 78, height: 170, gable: 'point' },
  { x: 82, width: 70, height: 215, gable: 'step' },
  { x: 156, width: 64, height: 190, gable: 'neck' },
  { x: 224, width: 84, height: 230, gable: 'step' },
  { x: 312, width: 68, height: 180, gable: 'point' },
];

function outline({ x, width: w, height: h, gable }: House): string {
  const top = BASE - h;
  if (gable === 'point')
    return `M${x} ${BASE}V${top}L${x + w / 2} ${top - w * 0.45}L${x + w} ${top}V${BASE}Z`;
  if (gable === 'neck') {
    return `M${x} ${BASE}V${top}H${x + w * 0.22}V${top - 26}Q${x + w / 2} ${top - 44} ${x + w * 0.78} ${top - 26}V${top}H${x + w}V${BASE}Z`;
  }
  const step = 13;
  return (
    `M${x} ${BASE}V${top}H${x + w * 0.14}V${top - step}H${x + w * 0.28}V${top - 2 * step}` +
    `H${x + w * 0.72}V${top - step}H${x + w * 0.86}V${top}H${x + w}V${BASE}Z`
  );
}

function windows({ x, width: w, height: h }: House): Array<{ x: number; y: number }> {
  const result: Array<{ x: number; y: number }> = [];
  for (let y = BASE - h + 18; y < BASE - 56; y += 38) {
    result.push({ x: x + w * 0.2, y }, { x: x + w * 0.58, y });
  }
  return result;
}

/** Props of {@link CanalHouses}. */
export interface CanalHousesProps {
  /** Extra class of the caller's CSS module, e.g. a maximum width or a responsive `display`. */
  readonly className?: string;
}

/**
 * Decorative row of Dutch canal houses (step, neck and point gables) in translucent white, for
 * dark brand backgrounds such as the search hero: a plain SVG as wide as its container. Hidden
 * from assistive technology. A server component.
 */
export function CanalHouses({ className }: CanalHousesProps) {
  return (
    <svg
      viewBox="0 -20 380 320"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.houses} ${className}` : styles.houses}
    >
      {HOUSES.map((house) => (
        <g key={house.x}>
          <path
            d={outline(house)}
            fill="rgba(255, 255, 255, 0.10)"
            stroke="rgba(255, 255, 255, 0.35)"
            strokeWidth="1.5"
          />
          {windows(house).map((window) => (
            <rect
              key={`${window.x}-${window.y}`}
              x={window.x}
              y={window.y}
              width={house.width * 0.22}
              height="24"
              rx="3"
              fill="rgba(255, 255, 255, 0.22)"
            />
          ))}
          <rect
            x={house.x + house.width * 0.36}
            y={BASE - 40}
            width={house.width * 0.28}
            height="40"
            rx="4"
            fill="rgba(255, 255, 255, 0.3)"
          />
        </g>
      ))}
      <rect x="0" y={BASE - 1} width="380" height="2" fill="rgba(255, 255, 255, 0.45)" />
    </svg>
  );
}

export default CanalHouses;
