import { useTranslation } from "react-i18next";

export interface WeekPoint {
  week: string;
  starts_on: string;
  enquiries: number;
  signups: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 36, left: 32 };
const COLORS = { enquiries: "#0f5132", signups: "#f0a020" };

/** Enquiries and newsletter sign-ups per week as grouped bars: a small hand-drawn SVG, no chart library. */
export function WeekChart({ weeks }: { weeks: WeekPoint[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...weeks.flatMap((week) => [week.enquiries, week.signups]));
  const step = max <= 5 ? 1 : Math.ceil(max / 4);
  const top = Math.ceil(max / step) * step;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, weeks.length);
  const bar = Math.min(18, (slot - 6) / 2);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);
  const empty = weeks.every((week) => week.enquiries === 0 && week.signups === 0);
  const summary = weeks.map((week) => `${week.starts_on}: ${week.enquiries} / ${week.signups}`).join("; ");

  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${t("workplace.chartTitle")}. ${summary}`}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#eee" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="10" fill="#8c8c8c">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = PAD.left + index * slot + (slot - bar * 2 - 2) / 2;
          return (
            <g key={week.week}>
              <rect x={x} y={y(week.enquiries)} width={bar} height={Math.max(0, y(0) - y(week.enquiries))} rx="2" fill={COLORS.enquiries}>
                <title>{`${week.starts_on} · ${t("workplace.enquiries")}: ${week.enquiries}`}</title>
              </rect>
              <rect x={x + bar + 2} y={y(week.signups)} width={bar} height={Math.max(0, y(0) - y(week.signups))} rx="2" fill={COLORS.signups}>
                <title>{`${week.starts_on} · ${t("workplace.signups")}: ${week.signups}`}</title>
              </rect>
              {(weeks.length <= 8 || index % 2 === 0) && (
                <text x={PAD.left + index * slot + slot / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize="10" fill="#595959">
                  {week.starts_on.slice(5)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#bfbfbf" />
        {empty && (
          <text x={WIDTH / 2} y={PAD.top + plotH / 2} textAnchor="middle" fontSize="13" fill="#8c8c8c">
            {t("workplace.chartEmpty")}
          </text>
        )}
      </svg>
      <figcaption className="admin-chart__legend">
        <span>
          <i style={{ background: COLORS.enquiries }} /> {t("workplace.enquiries")}
        </span>
        <span>
          <i style={{ background: COLORS.signups }} /> {t("workplace.signups")}
        </span>
      </figcaption>
    </figure>
  );
}
