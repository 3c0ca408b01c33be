import { theme } from 'antd';

export interface BarChartDatum {
  key: string;
  /** Short text under the bar (e.g. 'Nov 23'). */
  label: string;
  value: number;
  /** What a screen reader says for the bar (e.g. 'Nov 23: 4 messages in 2 threads'). */
  description: string;
}

export interface BarChartProps {
  /** The chart's accessible name. */
  title: string;
  data: readonly BarChartDatum[];
  /** Drawing height in viewBox units at 40 units per bar; the drawing scales to the container's width. */
  height?: number;
  /** Label every n-th bar counting back from the last, so narrow screens stay legible (descriptions name them all). */
  labelEvery?: number;
}

const SLOT = 40;
const GAP = 8;
const LABEL_SPACE = 18;
const VALUE_SPACE = 14;

/**
 * A small bar chart in plain SVG (no chart library to load): one bar per datum, its value above it, its label below,
 * each bar an image with its description for screen readers. Scales to the container's width.
 */
export function BarChart({ title, data, height = 160, labelEvery = 1 }: BarChartProps) {
  const { token } = theme.useToken();
  const width = Math.max(data.length, 1) * SLOT;
  const plot = height - LABEL_SPACE - VALUE_SPACE;
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <svg
      role="group"
      aria-label={title}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      // The drawing keeps its proportions (text never stretches); its height follows the width.
      style={{ display: 'block', maxHeight: height * 1.5 }}
      data-testid="bar-chart"
    >
      {data.map((datum, index) => {
        const barHeight = Math.round((datum.value / max) * plot);
        const x = index * SLOT + GAP / 2;
        const top = VALUE_SPACE + plot - barHeight;
        return (
          <g key={datum.key}>
            <rect
              role="img"
              aria-label={datum.description}
              x={x}
              y={top}
              width={SLOT - GAP}
              // A zero still shows a hairline, so an empty day reads as a day.
              height={Math.max(barHeight, 1)}
              rx={3}
              fill={datum.value ? token.colorPrimary : token.colorBorder}
            >
              <title>{datum.description}</title>
            </rect>
            <text
              aria-hidden="true"
              x={x + (SLOT - GAP) / 2}
              y={top - 3}
              textAnchor="middle"
              fontSize={11}
              fill={token.colorText}
            >
              {datum.value}
            </text>
            {(data.length - 1 - index) % labelEvery === 0 && (
              <text
                aria-hidden="true"
                x={x + (SLOT - GAP) / 2}
                y={height - 4}
                textAnchor="middle"
                fontSize={10}
                fill={token.colorTextSecondary}
              >
                {datum.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
